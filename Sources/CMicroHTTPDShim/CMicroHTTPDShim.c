#include "CMicroHTTPDShim.h"

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <microhttpd.h>

/* Trampolines: give MHD correctly typed callbacks that forward to the Swift ones. */

static enum MHD_Result access_trampoline(void *cls, struct MHD_Connection *connection,
                                         const char *url, const char *method, const char *version,
                                         const char *upload_data, size_t *upload_data_size,
                                         void **request_context) {
    const cmhd_config *config = cls;
    return config->handler(config->cls, connection, url, method, version,
                           upload_data, upload_data_size, request_context) ? MHD_YES : MHD_NO;
}

static void completed_trampoline(void *cls, struct MHD_Connection *connection,
                                 void **request_context, enum MHD_RequestTerminationCode code) {
    const cmhd_config *config = cls;
    config->completed(config->cls, connection, request_context, (int)code);
}

static void *uri_trampoline(void *cls, const char *uri, struct MHD_Connection *connection) {
    const cmhd_config *config = cls;
    return config->uri_logger(config->cls, uri, connection);
}

struct MHD_Daemon *cmhd_start(const cmhd_config *config, char *error, size_t error_size) {
    struct sockaddr_storage storage;
    memset(&storage, 0, sizeof storage);
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_AUTO | MHD_ALLOW_SUSPEND_RESUME;
    struct sockaddr_in *v4 = (struct sockaddr_in *)&storage;
    struct sockaddr_in6 *v6 = (struct sockaddr_in6 *)&storage;
    if (inet_pton(AF_INET, config->host, &v4->sin_addr) == 1) {
        v4->sin_family = AF_INET;
        v4->sin_port = htons(config->port);
    } else if (inet_pton(AF_INET6, config->host, &v6->sin6_addr) == 1) {
        v6->sin6_family = AF_INET6;
        v6->sin6_port = htons(config->port);
        flags |= MHD_USE_IPv6;
    } else {
        snprintf(error, error_size, "invalid listen address '%s' (expected an IP literal)", config->host);
        return NULL;
    }
    /* MHD keeps the pointer: the config must outlive the daemon (the Swift side guarantees this). */
    errno = 0;
    struct MHD_Daemon *daemon = MHD_start_daemon(
        flags, config->port, NULL, NULL,
        access_trampoline, (void *)config,
        MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&storage,
        MHD_OPTION_THREAD_POOL_SIZE, (unsigned int)(config->threads > 0 ? config->threads : 1),
        MHD_OPTION_CONNECTION_TIMEOUT, config->timeout_seconds,
        /* Each connection's memory pool: its request head, read buffer and response head (0: MHD's 32 KiB). */
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)(config->connection_memory > 0 ? config->connection_memory : 32 * 1024),
        /* Past this many open connections from one address, MHD closes a new one at once (0 = no limit). */
        MHD_OPTION_PER_IP_CONNECTION_LIMIT, config->per_address_limit,
        MHD_OPTION_NOTIFY_COMPLETED, completed_trampoline, (void *)config,
        MHD_OPTION_URI_LOG_CALLBACK, uri_trampoline, (void *)config,
        MHD_OPTION_END);
    if (daemon == NULL) {
        int saved = errno;
        snprintf(error, error_size, "cannot listen on %s:%u: %s", config->host, (unsigned)config->port,
                 saved != 0 ? strerror(saved) : "libmicrohttpd refused to start");
    }
    return daemon;
}

uint16_t cmhd_bound_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

int cmhd_client_address(struct MHD_Connection *connection, char *buffer, size_t buffer_size) {
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    if (info == NULL || info->client_addr == NULL) return -1;
    const struct sockaddr *address = info->client_addr;
    if (address->sa_family == AF_INET) {
        const struct sockaddr_in *v4 = (const struct sockaddr_in *)address;
        return inet_ntop(AF_INET, &v4->sin_addr, buffer, (socklen_t)buffer_size) ? 0 : -1;
    }
    if (address->sa_family == AF_INET6) {
        const struct sockaddr_in6 *v6 = (const struct sockaddr_in6 *)address;
        return inet_ntop(AF_INET6, &v6->sin6_addr, buffer, (socklen_t)buffer_size) ? 0 : -1;
    }
    return -1;
}

#include <malloc.h>

int cmhd_malloc_policy(int arena_max, int mmap_threshold, int trim_threshold) {
    int accepted = mallopt(M_ARENA_MAX, arena_max);
    accepted &= mallopt(M_MMAP_THRESHOLD, mmap_threshold);
    accepted &= mallopt(M_TRIM_THRESHOLD, trim_threshold);
    return accepted != 0;
}

int cmhd_malloc_trim(void) {
    return malloc_trim(0);
}
