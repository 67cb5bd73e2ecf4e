// How long an operator waits for a durable change: the time from sending a
// mutation to its answer, when every answer waits for its SQLite commit
// (synchronous=FULL) with the racks the simulation changed meanwhile.
// Runs the simulator in process at 60x with a state directory and measures
// alert comments and handover notes over real gRPC, one after another.
//   rackops-bench-mutation [--racks N] [--count N] [--quick]
#include "benchstats.h"
#include "server/simulatorserver.h"

#include "rackops/v1/alerts.grpc.pb.h"
#include "rackops/v1/handover.grpc.pb.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QThread>

#include <grpcpp/grpcpp.h>

#include <iostream>

using namespace rackops;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const bool quick = args.contains(QStringLiteral("--quick"));
    const auto option = [&](const QString &name, int fallback) {
        const int at = int(args.indexOf(name));
        return at >= 0 && at + 1 < args.size() ? args.at(at + 1).toInt() : fallback;
    };
    const int racks = option(QStringLiteral("--racks"), quick ? 500 : 10000);
    const int count = option(QStringLiteral("--count"), quick ? 20 : 200);

    QTemporaryDir dir;
    sim::SimConfig config;
    config.rackCount = racks;
    config.timeScale = 60;
    config.stateDir = dir.path();
    config.mutationsPerMinute = 0;
    sim::SimulatorServer server(config);
    QString error;
    if (!server.start(&error)) {
        std::cerr << "cannot start the simulator: " << error.toStdString() << std::endl;
        return 1;
    }
    QThread::msleep(1500); // let the simulation change racks, as it does between real clicks
    auto channel = grpc::CreateChannel(server.address().toStdString(), grpc::InsecureChannelCredentials());
    auto alerts = v1::AlertService::NewStub(channel);
    auto handover = v1::HandoverService::NewStub(channel);

    std::string alertId;
    {
        grpc::ClientContext context;
        context.AddMetadata("x-rackops-user", "vera");
        v1::ListAlertsRequest request;
        v1::ListAlertsResponse response;
        alerts->ListAlerts(&context, request, &response);
        if (response.alerts_size() == 0) {
            std::cerr << "no alert to comment on" << std::endl;
            return 1;
        }
        alertId = response.alerts(0).id();
    }
    std::vector<double> commentMs;
    std::vector<double> noteMs;
    for (int i = 0; i < count; ++i) {
        QElapsedTimer timer;
        grpc::ClientContext context;
        context.AddMetadata("x-rackops-user", "omar");
        if (i % 2 == 0) {
            v1::CommentOnAlertRequest request;
            request.set_alert_id(alertId);
            request.set_text("pump B checked, pressure steady");
            request.set_idempotency_key("bench-" + std::to_string(i));
            v1::Alert out;
            timer.start();
            const auto status = alerts->Comment(&context, request, &out);
            commentMs.push_back(double(timer.nsecsElapsed()) / 1e6);
            if (!status.ok() && status.error_code() != grpc::StatusCode::FAILED_PRECONDITION) {
                std::cerr << "comment failed: " << status.error_message() << std::endl;
                return 1;
            }
        } else {
            v1::AddHandoverNoteRequest request;
            request.set_text("watch row C supply temperature");
            request.set_idempotency_key("bench-" + std::to_string(i));
            v1::HandoverNote out;
            timer.start();
            const auto status = handover->AddNote(&context, request, &out);
            noteMs.push_back(double(timer.nsecsElapsed()) / 1e6);
            if (!status.ok()) {
                std::cerr << "note failed: " << status.error_message() << std::endl;
                return 1;
            }
        }
        QThread::msleep(quick ? 0 : 50);
    }
    std::cout << "racks " << racks << ", 60x, durable mutations: " << count << "\n"
              << "  alert comment  p50 " << bench::median(commentMs) << " ms, p99 "
              << bench::percentile(commentMs, 0.99) << " ms\n"
              << "  handover note  p50 " << bench::median(noteMs) << " ms, p99 " << bench::percentile(noteMs, 0.99)
              << " ms" << std::endl;
    server.stop();
    return 0;
}
