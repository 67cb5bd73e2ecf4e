// Holds the German catalogue to i18n/GLOSSARY.md: one German term per concept.
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

class TestGlossary : public QObject {
    Q_OBJECT
private:
    struct Rule {
        QRegularExpression english;
        QList<QRegularExpression> never;
        QString row;
    };

    static QRegularExpression word(const QString &text)
    {
        return QRegularExpression(
            QStringLiteral("(?<![\\w-])") + QRegularExpression::escape(text.trimmed()) + QStringLiteral("(?![\\w-])"),
            QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    }

    static QList<Rule> rules()
    {
        QFile file(QStringLiteral(RACKOPS_GLOSSARY));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        QList<Rule> out;
        for (const QString &line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
            const QStringList cells = line.split(QLatin1Char('|'));
            // | English | German | Never |  ->  "", English, German, Never, ""
            if (cells.size() != 5 || cells[1].trimmed().isEmpty() || cells[1].contains(QLatin1String("---"))
                || cells[1].contains(QLatin1String("English")))
                continue;
            Rule rule {word(cells[1]), {}, line.trimmed()};
            for (const QString &never : cells[3].split(QLatin1Char(','), Qt::SkipEmptyParts))
                rule.never << word(never);
            out << rule;
        }
        return out;
    }

    struct Message {
        QString source;
        QString translation;
    };

    static QList<Message> messages()
    {
        QFile ts(QStringLiteral(RACKOPS_TS));
        if (!ts.open(QIODevice::ReadOnly))
            return {};
        QXmlStreamReader xml(&ts);
        QList<Message> out;
        QString source;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("source"))
                source = xml.readElementText();
            else if (xml.name() == QLatin1String("translation"))
                out << Message {source, xml.readElementText(QXmlStreamReader::IncludeChildElements)};
        }
        return out;
    }

private Q_SLOTS:
    void catalogueKeepsToTheGlossary()
    {
        const QList<Rule> glossary = rules();
        QVERIFY2(glossary.size() >= 10, "i18n/GLOSSARY.md has no table the test can read");
        const QList<Message> catalogue = messages();
        QVERIFY(catalogue.size() > 500);
        QStringList offences;
        for (const Message &m : catalogue) {
            const QString source = QString(m.source).remove(QLatin1Char('&'));
            const QString german = QString(m.translation).remove(QLatin1Char('&'));
            for (const Rule &rule : glossary) {
                if (!rule.english.match(source).hasMatch())
                    continue;
                for (const QRegularExpression &never : rule.never) {
                    if (never.match(german).hasMatch())
                        offences << QStringLiteral("\"%1\" -> \"%2\": %3").arg(source, german, rule.row);
                }
            }
        }
        QVERIFY2(offences.isEmpty(), qPrintable(offences.join(QLatin1Char('\n'))));
    }

    // The test itself catches what the issue found (a rule that matches nothing proves nothing).
    void rulesCatchTheKnownMistakes()
    {
        const QList<Rule> glossary = rules();
        const auto offends = [&glossary](const QString &source, const QString &german) {
            for (const Rule &rule : glossary) {
                if (!rule.english.match(source).hasMatch())
                    continue;
                for (const QRegularExpression &never : rule.never) {
                    if (never.match(german).hasMatch())
                        return true;
                }
            }
            return false;
        };
        QVERIFY(offends(QStringLiteral("Fail"), QStringLiteral("Fehler")));
        QVERIFY(offends(QStringLiteral("Resolve %1"), QStringLiteral("%1 lösen")));
        QVERIFY(offends(QStringLiteral("Override request"), QStringLiteral("Übersteuerungsantrag")));
        QVERIFY(offends(QStringLiteral("%1 critical, %2 caution"), QStringLiteral("%1 kritisch, %2 Vorsicht")));
        QVERIFY(!offends(QStringLiteral("Fail"), QStringLiteral("Nicht bestanden")));
        QVERIFY(!offends(QStringLiteral("the host name cannot be resolved"),
                         QStringLiteral("der Hostname lässt sich nicht auflösen")));
    }
};

QTEST_MAIN(TestGlossary)
#include "tst_glossary.moc"
