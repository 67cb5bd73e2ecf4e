#pragma once

#include <QObject>
#include <QString>

class QTimer;

namespace rackops {

class ConsoleSession;

// --export-handover: asks the backend for a shift's handover, writes it as
// PDF or HTML in the console's language and quits (exit code 0), or says why
// not on stderr (exit code 3). No window: for automation.
class HandoverExporter : public QObject {
    Q_OBJECT
public:
    HandoverExporter(ConsoleSession *session, QString path, QString shiftId, QObject *parent = nullptr);

    void start(int timeoutMs = 30000);

private:
    void fail(const QString &message);

    ConsoleSession *m_session;
    QString m_path;
    QString m_shiftId;
    QTimer *m_timeout;
};

} // namespace rackops
