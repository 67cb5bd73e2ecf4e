// What the console keeps of each alert it converts (#39.6): an Alerts list holds tens of
// thousands, so the words many alerts say alike are held once, and Alertmanager's view of an
// alert is a part only its alerts carry.
#include "alertconvert.h"

#include "rackops/v1/alerts.pb.h"

#include <QTest>

using namespace rackops;

namespace {
// A rack stuck in a stage, as the backend words it: a nested stage phrase, hours as quantities.
v1::Alert stuckRack(const std::string &id, const std::string &rack, double hoursInStage)
{
    v1::Alert m;
    m.set_id(id);
    m.set_rack_id(rack);
    m.set_site("PHX1");
    m.set_summary("Rack stuck in Awaiting approval");
    m.mutable_summary_text()->set_code("alert.rack_stuck");
    m.mutable_summary_text()->set_english(m.summary());
    v1::LocalizedText *stage = m.mutable_summary_text()->add_params()->mutable_text();
    stage->set_code("stage.awaiting_approval");
    stage->set_english("Awaiting approval");
    m.set_current_value("in stage");
    m.mutable_current_value_text()->set_code("value.in_stage");
    v1::Quantity *hours = m.mutable_current_value_text()->add_params()->mutable_quantity();
    hours->set_value(hoursInStage);
    hours->set_unit("h");
    hours->set_decimals(1);
    return m;
}
} // namespace

class TestAlertConvert : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void alertsSayingTheSameShareTheirWords()
    {
        const AlertInfo a = AlertConvert::alert(stuckRack("A-1", "PHX1-H1-R01-01", 6.0));
        const AlertInfo b = AlertConvert::alert(stuckRack("A-2", "PHX1-H1-R01-02", 6.0));
        const AlertInfo c = AlertConvert::alert(stuckRack("A-3", "PHX1-H1-R01-03", 7.5));

        QCOMPARE(a.summaryText, b.summaryText);
        QVERIFY(b.summary.isSharedWith(a.summary));
        QVERIFY(b.summaryText.code.isSharedWith(a.summaryText.code));
        QVERIFY(b.summaryText.params.isSharedWith(a.summaryText.params)); // the nested stage phrase too
        QVERIFY(b.currentValueText.params.isSharedWith(a.currentValueText.params));
        QVERIFY(b.site.isSharedWith(a.site));
        // Another value is its own text, said with its own number.
        QVERIFY(!c.currentValueText.params.isSharedWith(a.currentValueText.params));
        QCOMPARE(c.currentValueText.params.constFirst().value, 7.5);
        QVERIFY(c.summaryText.params.isSharedWith(a.summaryText.params));
    }

    // A broken server's text of parameters alone is said as each alert's own English; the
    // words said for one were served to the next with the same parameters (found in review).
    void aTextOfParametersAloneIsEachAlertsOwnEnglish()
    {
        const auto alert = [](const std::string &id, const std::string &english) {
            v1::Alert m;
            m.set_id(id);
            m.set_summary(english);
            m.mutable_summary_text()->add_params()->set_id("PHX1-H1-R01-01");
            return AlertConvert::alert(m);
        };
        QCOMPARE(alert("A-1", "Pump A down").summary, QStringLiteral("Pump A down"));
        QCOMPARE(alert("A-2", "Pump B down").summary, QStringLiteral("Pump B down"));
    }

    void alertmanagersViewIsSharedByCopiesAndComparedByValue()
    {
        const AlertInfo own = AlertConvert::alert(stuckRack("A-1", "PHX1-H1-R01-01", 6.0));
        QVERIFY(!own.external->isSet()); // RackOps' own alert: nothing of Alertmanager's
        QVERIFY(own.external->labels.isEmpty());

        v1::Alert message;
        message.set_id("A-9");
        message.set_source(v1::ALERT_SOURCE_EXTERNAL);
        v1::ExternalAlert *external = message.mutable_external();
        external->set_system("alertmanager");
        external->set_fingerprint("4f1c");
        external->set_state(v1::EXTERNAL_ALERT_STATE_SUPPRESSED);
        external->add_silenced_by("s-1");
        (*external->mutable_labels())["alertname"] = "CduPumpDown";
        const AlertInfo theirs = AlertConvert::alert(message);
        QVERIFY(theirs.external->isSet());
        QCOMPARE(theirs.external->silencedBy, QStringList {"s-1"});
        QCOMPARE(theirs.external->state, ExternalAlertInfo::State::Suppressed);

        const AlertInfo copy = theirs;
        QCOMPARE(&*copy.external, &*theirs.external); // one copy of it, however many lists
        // Converted again, it is another copy with the same content: equal, so nothing repaints.
        const AlertInfo again = AlertConvert::alert(message);
        QVERIFY(&*again.external != &*theirs.external);
        QCOMPARE(again, theirs);
        message.mutable_external()->set_state(v1::EXTERNAL_ALERT_STATE_ACTIVE);
        QVERIFY(AlertConvert::alert(message) != theirs);
    }
};

QTEST_GUILESS_MAIN(TestAlertConvert)
#include "tst_alertconvert.moc"
