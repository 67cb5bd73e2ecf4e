#pragma once

#include "rackops/v1/validation.pb.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <string>

// The checked-in artifacts of tests/data (RACKOPS_TEST_DATA), read whole.
inline std::string artifactData(const QString &relativePath)
{
    QFile file(QStringLiteral(RACKOPS_TEST_DATA "/") + relativePath);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read test data %s", qPrintable(file.fileName()));
    return file.readAll().toStdString();
}

// The line of the file on which `needle` first appears (1-based).
inline int lineOf(const std::string &text, const std::string &needle)
{
    const auto at = text.find(needle);
    return at == std::string::npos ? 0 : 1 + static_cast<int>(std::count(text.begin(), text.begin() + at, '\n'));
}

inline const rackops::v1::TestResult *findTest(const rackops::v1::SuiteResult &suite, const std::string &name)
{
    for (const auto &test : suite.tests()) {
        if (test.name() == name)
            return &test;
    }
    return nullptr;
}

inline const rackops::v1::EntityResult *findEntity(const rackops::v1::TestResult &test, const std::string &id)
{
    for (const auto &entity : test.entities()) {
        if (entity.entity_id() == id)
            return &entity;
    }
    return nullptr;
}

// An all_reduce_perf output as nccl-tests 2.13+ writes it: `ranks` rank lines (4 GPUs a host)
// and `rows` size rows of 8, 16, 24, ... bytes, with its footer.
inline std::string ncclSweep(int rows, int ranks)
{
    std::string text = "# Collective test starting: all_reduce_perf\n"
                       "# nThread 1 nGpus 1 minBytes 8 maxBytes 17179869184 step: 8(bytes) warmup iters: 5 iters: 20 "
                       "agg iters: 1 validation: 1 graph: 0\n#\n# Using devices\n";
    for (int rank = 0; rank < ranks; ++rank) {
        text += "#  Rank " + std::to_string(rank) + " Group  0 Pid  " + std::to_string(40000 + rank) + " on host-"
            + std::to_string(rank / 4) + " device  " + std::to_string(rank % 4) + " [0x18] NVIDIA Rubin\n";
    }
    text += "#\n#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw"
            "   busbw #wrong\n";
    for (int i = 0; i < rows; ++i) {
        const long long size = 8LL * (i + 1);
        text += std::to_string(size) + " " + std::to_string(size / 4)
            + "     float     sum      -1  9687.48  886.70  1748.78      0  9639.04  891.16  1757.57      0\n";
    }
    return text + "# Out of bounds values : 0 OK\n# Avg bus bandwidth    : 627.090\n#\n";
}

// A dcgmi diag -j output (DCGM 4) of `tests` tests with `gpus` GPU results each; the first
// result fails with a warning `warning` long.
inline std::string dcgmDiag(int tests, int gpus, std::size_t warning = 10)
{
    std::string text = "{\"DCGM Diagnostic\": {\"test_categories\": [{\"category\": \"Hardware\", \"tests\": [";
    for (int t = 0; t < tests; ++t) {
        text += std::string(t ? "," : "") + "{\"name\": \"test" + std::to_string(t) + "\", \"results\": [";
        for (int g = 0; g < gpus; ++g) {
            text += std::string(g ? "," : "")
                + "{\"entity_group\": \"GPU\", \"entity_group_id\": 1, \"entity_id\": " + std::to_string(g);
            if (t == 0 && g == 0)
                text += ", \"status\": \"Fail\", \"warnings\": [{\"error_id\": 29, \"warning\": \""
                    + std::string(warning, 'w') + "\"}]}";
            else
                text += ", \"status\": \"Pass\"}";
        }
        text += "], \"test_summary\": {\"status\": \"" + std::string(t == 0 ? "Fail" : "Pass") + "\"}}";
    }
    return text + "]}]}, \"version\": \"4.2.3\"}\n";
}
