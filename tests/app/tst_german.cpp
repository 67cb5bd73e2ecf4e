// Loads the German translation and walks the main views: no text the
// translation knows may still show in English.
#include "consolesession.h"
#include "consoletranslations.h"
#include "fleetcontroller.h"
#include "fleetmodel.h"
#include "mainwindow.h"
#include "rackcomponentsmodel.h"
#include "rackcontroller.h"
#include "validationcontroller.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QTabWidget>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace rackops;

class TestGerman : public QObject {
    Q_OBJECT
private:
    QHash<QString, QString> m_english; // source -> German, where they differ

    void check(const QString &raw, const QString &where, QStringList *untranslated)
    {
        QString text = raw;
        text.remove(QLatin1Char('&'));
        for (const QString &line : text.split(QLatin1Char('\n'))) {
            if (m_english.contains(line.trimmed()))
                untranslated->append(QStringLiteral("%1: \"%2\"").arg(where, line.trimmed()));
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QFile ts(QStringLiteral(RACKOPS_TS));
        QVERIFY(ts.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&ts);
        QString source;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (xml.name() == QLatin1String("translation")) {
                const QString german = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                // Only whole words count: short technical strings (units, ids) read the same.
                if (!german.isEmpty() && german != source && source.size() > 3 && !source.contains(QLatin1Char('%')))
                    m_english.insert(QString(source).remove(QLatin1Char('&')), german);
            }
        }
        QVERIFY(m_english.size() > 100);
        auto *translator = new QTranslator(this);
        QVERIFY2(translator->load(QStringLiteral(RACKOPS_QM)), RACKOPS_QM);
        QCoreApplication::installTranslator(translator);
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    }

    // Qt's own strings come from the system's qtbase_de.qm (qt6-translations-l10n).
    void standardButtonsAreGerman()
    {
        QVERIFY2(ConsoleTranslations::installQt(QLocale(QLocale::German, QLocale::Germany)),
                 "qtbase_de.qm missing: install qt6-translations-l10n (scripts/setup-deps.sh)");
        QDialogButtonBox box(QDialogButtonBox::Close | QDialogButtonBox::Cancel);
        QCOMPARE(box.button(QDialogButtonBox::Close)->text().remove(QLatin1Char('&')), QStringLiteral("Schließen"));
        QCOMPARE(box.button(QDialogButtonBox::Cancel)->text().remove(QLatin1Char('&')), QStringLiteral("Abbrechen"));
    }

    void mainViewsAreGerman()
    {
        ConsoleSession::Options options;
        options.demoRacks = 200;
        ConsoleSession session(options);
        QString error;
        QVERIFY2(session.start(&error), qPrintable(error));
        MainWindow window(&session);
        window.resize(1600, 900);
        window.show();
        QTRY_VERIFY_WITH_TIMEOUT(session.fleet()->model()->hasSnapshot(), 15000);
        const QString rackId = session.fleet()->model()->rackAt(0).rackId;
        QVERIFY(window.showView(QStringLiteral("rack:") + rackId, nullptr));
        // The rack dock shows the rack's parts once its detail is in.
        QTRY_VERIFY_WITH_TIMEOUT(session.rack()->rackId() == rackId && session.rack()->components()->rowCount() > 0,
                                 15000);

        QStringList untranslated;
        const auto tabs = window.findChildren<QTabWidget *>();
        for (QTabWidget *tabWidget : tabs) {
            for (int i = 0; i < tabWidget->count(); ++i) {
                tabWidget->setCurrentIndex(i);
                check(tabWidget->tabText(i), QStringLiteral("tab"), &untranslated);
            }
        }
        // Shown once, the validation view asked for the selected rack's runs: they are in.
        QTRY_VERIFY_WITH_TIMEOUT(session.validation()->rackId() == rackId && session.validation()->runsListed(), 15000);
        for (QLabel *label : window.findChildren<QLabel *>())
            check(label->text(), QStringLiteral("label %1").arg(label->objectName()), &untranslated);
        for (QAbstractButton *button : window.findChildren<QAbstractButton *>())
            check(button->text(), QStringLiteral("button %1").arg(button->objectName()), &untranslated);
        for (QLineEdit *edit : window.findChildren<QLineEdit *>())
            check(edit->placeholderText(), QStringLiteral("field %1").arg(edit->objectName()), &untranslated);
        for (QComboBox *combo : window.findChildren<QComboBox *>()) {
            for (int i = 0; i < combo->count(); ++i)
                check(combo->itemText(i), QStringLiteral("choice %1").arg(combo->objectName()), &untranslated);
        }
        for (QHeaderView *header : window.findChildren<QHeaderView *>()) {
            if (!header->model() || header->orientation() != Qt::Horizontal)
                continue;
            for (int s = 0; s < header->model()->columnCount(); ++s)
                check(header->model()->headerData(s, Qt::Horizontal).toString(), QStringLiteral("column"),
                      &untranslated);
        }
        for (QAction *menu : window.menuBar()->actions()) {
            check(menu->text(), QStringLiteral("menu"), &untranslated);
            if (menu->menu()) {
                for (QAction *action : menu->menu()->actions())
                    check(action->text(), QStringLiteral("menu item"), &untranslated);
            }
        }
        untranslated.removeDuplicates();
        QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestGerman)
#include "tst_german.moc"
