# Precompiled headers (issue #34): the heavy, stable headers every file of a
# library parses again (Qt, gRPC, protobuf, the generated messages) are parsed
# once per library into a PCH. A PCH is only valid for the compiler flags and
# macros it was made with (GCC checks; CMake adds -Winvalid-pch, so with
# -Werror a mismatch fails the build instead of silently getting slow), so:
#   - each shipped library has its own, with only the headers its layer may
#     see (models: QtCore/QtGui; widgets: + QtWidgets/QtCharts; only client
#     and simulator see gRPC and generated messages);
#   - the tests reuse one of two shared PCHs (tests/CMakeLists.txt); Qt Test is
#     not in them because its headers depend on QT_WIDGETS_LIB/QT_GUI_LIB,
#     which differ from test to test.
# RACKOPS_PCH=OFF builds without (e.g. to check that every file includes
# what it uses).
option(RACKOPS_PCH "Precompile the heavy, stable headers (Qt, gRPC, protobuf, generated messages)" OFF)

set(RACKOPS_PCH_STD <algorithm> <array> <chrono> <cmath> <cstdint> <functional> <map> <memory> <mutex>
    <optional> <set> <string> <string_view> <unordered_map> <utility> <vector>)
set(RACKOPS_PCH_QTCORE <QObject> <QString> <QStringList> <QList> <QHash> <QMap> <QSet> <QVariant>
    <QMetaType> <QDateTime> <QLocale> <QTimer> <QCoreApplication> <QPointer> <QLoggingCategory>
    <QAbstractTableModel> <QSortFilterProxyModel> <QElapsedTimer> <QFile> <QDir>
    <QJsonDocument> <QJsonObject> <QJsonArray> <QRegularExpression>)
set(RACKOPS_PCH_QTGUI <QColor> <QFont> <QFontMetrics> <QPainter> <QPixmap> <QIcon> <QGuiApplication>)
set(RACKOPS_PCH_QTWIDGETS <QApplication> <QWidget> <QLabel> <QPushButton> <QToolButton> <QVBoxLayout>
    <QHBoxLayout> <QFormLayout> <QLineEdit> <QComboBox> <QTableView> <QTreeView> <QHeaderView> <QDialog>
    <QDialogButtonBox> <QSplitter> <QStyledItemDelegate> <QTabWidget> <QMainWindow> <QMenu> <QAction>)
set(RACKOPS_PCH_QTCHARTS <QtCharts/QChartView> <QtCharts/QChart> <QtCharts/QLineSeries> <QtCharts/QValueAxis>)
set(RACKOPS_PCH_QTNETWORK <QSslConfiguration> <QNetworkAccessManager> <QNetworkReply>)
set(RACKOPS_PCH_RPC <grpcpp/grpcpp.h> <google/protobuf/util/time_util.h> <google/protobuf/arena.h>)
# The generated messages and stubs of the API (proto/rackops/v1): large headers,
# included by most of the client and simulator.
set(RACKOPS_PCH_MESSAGES)
foreach(service alerts common fleet handover operations replication telemetry validation)
    list(APPEND RACKOPS_PCH_MESSAGES "${PROJECT_BINARY_DIR}/proto/rackops/v1/${service}.grpc.pb.h")
endforeach()

# rackops_precompile(target HEADER...): the target's own PCH, if RACKOPS_PCH.
function(rackops_precompile target)
    if(RACKOPS_PCH)
        target_precompile_headers(${target} PRIVATE ${ARGN})
    endif()
endfunction()

# rackops_reuse_precompiled(target donor): the donor's PCH, if RACKOPS_PCH.
function(rackops_reuse_precompiled target donor)
    if(RACKOPS_PCH)
        target_precompile_headers(${target} REUSE_FROM ${donor})
    endif()
endfunction()
