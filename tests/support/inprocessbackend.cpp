#include "inprocessbackend.h"

#include <grpcpp/create_channel.h>
#include <grpcpp/security/credentials.h>

namespace rackops::sim {

InProcessBackend::InProcessBackend(const SimConfig &config)
    : m_server(config)
{
}

bool InProcessBackend::start(QString *error)
{
    if (!m_server.start(error))
        return false;
    m_channel = grpc::CreateChannel(m_server.address().toStdString(), grpc::InsecureChannelCredentials());
    return true;
}

} // namespace rackops::sim
