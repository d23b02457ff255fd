#pragma once
/*
 * Thin C layer over the variadic parts of libmicrohttpd that Swift cannot
 * import (MHD_start_daemon, MHD_get_daemon_info, MHD_get_connection_info).
 * Types are kept opaque here so this header does not re-declare microhttpd.h.
 */
#include <stddef.h>
#include <stdint.h>

struct MHD_Daemon;
struct MHD_Connection;

/** Access handler; returns 1 (MHD_YES) or 0 (MHD_NO). Same arguments as MHD_AccessHandlerCallback. */
typedef int (*cmhd_access_handler)(void *cls, struct MHD_Connection *connection,
                                   const char *url, const char *method, const char *version,
                                   const char *upload_data, size_t *upload_data_size,
                                   void **request_context);
/** Called once the request finished (successfully or not); request_context is what the URI logger returned. */
typedef void (*cmhd_completed_handler)(void *cls, struct MHD_Connection *connection,
                                       void **request_context, int termination_code);
/** Called with the raw request URI (path + query) before anything else; its result becomes the request context. */
typedef void *(*cmhd_uri_logger)(void *cls, const char *uri, struct MHD_Connection *connection);

typedef struct cmhd_config {
    const char *host;          /* IPv4 or IPv6 literal, e.g. "127.0.0.1", "0.0.0.0", "::1" */
    uint16_t port;             /* 0 lets the kernel pick a free port */
    unsigned int threads;      /* size of the worker thread pool */
    unsigned int timeout_seconds; /* idle time after which MHD closes a connection (0: never) */
    unsigned int per_address_limit; /* open connections one client address may hold (0: no limit) */
    unsigned int connection_memory; /* bytes of each connection's pool, bounding its request head (0: MHD's default) */
    cmhd_access_handler handler;
    cmhd_completed_handler completed;
    cmhd_uri_logger uri_logger;
    void *cls;                 /* passed to all three callbacks */
} cmhd_config;

/**
 * Starts a daemon with an internal thread pool, automatic polling (epoll on
 * Linux), suspend/resume enabled and the given callbacks. Returns NULL on
 * failure and writes a message into error (errno text, e.g. address in use).
 */
struct MHD_Daemon *cmhd_start(const cmhd_config *config, char *error, size_t error_size);

/** The port the daemon is actually bound to (useful after binding port 0); 0 if unknown. */
uint16_t cmhd_bound_port(struct MHD_Daemon *daemon);

/**
 * Writes the numeric client address of a connection into buffer
 * ("127.0.0.1", "::1", ...). Returns 0 on success, -1 if unknown.
 */
int cmhd_client_address(struct MHD_Connection *connection, char *buffer, size_t buffer_size);

/**
 * Sets glibc's malloc options for a long-running server: at most arena_max arenas, allocations of mmap_threshold
 * bytes or more mapped on their own, free memory above trim_threshold returned. Returns 1 if all were accepted.
 */
int cmhd_malloc_policy(int arena_max, int mmap_threshold, int trim_threshold);

/**
 * Hands the whole free pages inside glibc's malloc arenas back to the system (malloc_trim(0)). Returns 1 if any
 * memory was released.
 */
int cmhd_malloc_trim(void);
