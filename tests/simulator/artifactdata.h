#pragma once

#include <QFile>
#include <QTest>

#include <string>

// The checked-in artifacts of tests/data (RACKOPS_TEST_DATA), read whole.
inline std::string artifactData(const QString &relativePath)
{
    QFile file(QStringLiteral(RACKOPS_TEST_DATA "/") + relativePath);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read test data %s", qPrintable(file.fileName()));
    return file.readAll().toStdString();
}
