#include "connectionprofilesdialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace rackops {

ConnectionProfilesDialog::ConnectionProfilesDialog(const QList<ConnectionProfile> &profiles, const QString &current,
                                                   QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("connectionProfilesDialog"));
    setWindowTitle(tr("Connection profiles"));
    m_list = new QListWidget(this);
    m_list->setAccessibleName(tr("Saved connection profiles"));
    m_name = new QLineEdit(this);
    m_name->setAccessibleName(tr("Profile name"));
    m_endpoint = new QLineEdit(this);
    m_endpoint->setPlaceholderText(tr("host:port, e.g. noc-backend.example:50051"));
    m_endpoint->setAccessibleName(tr("Backend address"));
    m_ca = fileField(tr("CA certificate"), tr("Certificates (*.crt *.pem);;All files (*)"));
    m_cert = fileField(tr("Your certificate"), tr("Certificates (*.crt *.pem);;All files (*)"));
    m_key = fileField(tr("Your key"), tr("Keys (*.key *.pem);;All files (*)"));
    m_insecure = new QCheckBox(tr("Allow an unencrypted connection to another machine (not recommended)"), this);
    m_warning = new QLabel(this);
    m_warning->setWordWrap(true);
    m_warning->setStyleSheet(QStringLiteral("color: #e3a408;"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Backend:"), m_endpoint);
    form->addRow(tr("&CA:"), m_ca->parentWidget());
    form->addRow(tr("C&ertificate:"), m_cert->parentWidget());
    form->addRow(tr("&Key:"), m_key->parentWidget());
    form->addRow(QString(), m_insecure);
    form->addRow(QString(), m_warning);

    auto *buttons = new QDialogButtonBox(this);
    m_connect = buttons->addButton(tr("C&onnect"), QDialogButtonBox::AcceptRole);
    m_save = buttons->addButton(tr("&Save"), QDialogButtonBox::ApplyRole);
    m_remove = buttons->addButton(tr("&Remove"), QDialogButtonBox::DestructiveRole);
    m_connect->setObjectName(QStringLiteral("connectProfile"));
    m_save->setObjectName(QStringLiteral("saveProfile"));
    m_remove->setObjectName(QStringLiteral("removeProfile"));
    buttons->addButton(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *body = new QHBoxLayout;
    body->addWidget(m_list, 1);
    body->addLayout(form, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(body, 1);
    layout->addWidget(buttons);

    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row < m_profiles.size())
            showProfile(m_profiles.at(row));
    });
    for (QLineEdit *field : {m_name, m_endpoint, m_ca, m_cert, m_key})
        connect(field, &QLineEdit::textChanged, this, &ConnectionProfilesDialog::updateState);
    connect(m_save, &QPushButton::clicked, this, [this] { Q_EMIT saveRequested(editedProfile()); });
    connect(m_remove, &QPushButton::clicked, this, [this] { Q_EMIT removeRequested(m_name->text().trimmed()); });
    connect(m_connect, &QPushButton::clicked, this, [this] {
        Q_EMIT saveRequested(editedProfile());
        Q_EMIT connectRequested(m_name->text().trimmed());
        accept();
    });

    setProfiles(profiles);
    for (int i = 0; i < m_profiles.size(); ++i) {
        if (m_profiles.at(i).name == current)
            m_list->setCurrentRow(i);
    }
    updateState();
}

QLineEdit *ConnectionProfilesDialog::fileField(const QString &caption, const QString &filter)
{
    auto *row = new QWidget(this);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *field = new QLineEdit(row);
    field->setAccessibleName(caption);
    auto *browse = new QToolButton(row);
    browse->setText(tr("…"));
    browse->setAccessibleName(tr("Choose a file for %1").arg(caption));
    layout->addWidget(field, 1);
    layout->addWidget(browse);
    connect(browse, &QToolButton::clicked, this, [this, field, caption, filter] {
        const QString path = QFileDialog::getOpenFileName(this, caption, field->text(), filter);
        if (!path.isEmpty())
            field->setText(path);
    });
    return field;
}

void ConnectionProfilesDialog::setProfiles(const QList<ConnectionProfile> &profiles)
{
    const QString selected = m_name->text();
    m_profiles = profiles;
    m_list->clear();
    for (const auto &profile : profiles)
        m_list->addItem(tr("%1 — %2").arg(profile.name, profile.endpoint));
    for (int i = 0; i < m_profiles.size(); ++i) {
        if (m_profiles.at(i).name == selected)
            m_list->setCurrentRow(i);
    }
    updateState();
}

void ConnectionProfilesDialog::showProfile(const ConnectionProfile &profile)
{
    m_name->setText(profile.name);
    m_endpoint->setText(profile.endpoint);
    m_ca->setText(profile.caFile);
    m_cert->setText(profile.certFile);
    m_key->setText(profile.keyFile);
    m_insecure->setChecked(profile.insecure);
}

ConnectionProfile ConnectionProfilesDialog::editedProfile() const
{
    ConnectionProfile profile;
    profile.name = m_name->text().trimmed();
    profile.endpoint = m_endpoint->text().trimmed();
    profile.caFile = m_ca->text().trimmed();
    profile.certFile = m_cert->text().trimmed();
    profile.keyFile = m_key->text().trimmed();
    profile.insecure = m_insecure->isChecked();
    return profile;
}

QString ConnectionProfilesDialog::keyWarning() const
{
    return m_warning->text();
}

void ConnectionProfilesDialog::updateState()
{
    const ConnectionProfile profile = editedProfile();
    const bool named = !profile.name.isEmpty() && !profile.name.contains(QLatin1Char('/'));
    const bool complete =
        !profile.usesTls() || (!profile.caFile.isEmpty() && !profile.certFile.isEmpty() && !profile.keyFile.isEmpty());
    m_save->setEnabled(named && !profile.endpoint.isEmpty() && complete);
    m_connect->setEnabled(m_save->isEnabled());
    bool known = false;
    for (const auto &p : std::as_const(m_profiles))
        known = known || p.name == profile.name;
    m_remove->setEnabled(known);
    QString warning = ConnectionProfile::keyFileWarning(profile.keyFile);
    if (!complete)
        warning = tr("Mutual TLS needs all three: CA, certificate and key.");
    m_warning->setText(warning);
    m_warning->setVisible(!warning.isEmpty());
}

} // namespace rackops
