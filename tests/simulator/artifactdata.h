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
