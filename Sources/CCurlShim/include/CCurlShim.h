#pragma once
/*
 * Thin C layer over the variadic parts of libcurl that Swift cannot import
 * (curl_easy_setopt, curl_easy_getinfo). The handle is passed as void * and
 * options as plain ints so this header does not re-declare curl.h; callers
 * pass the CURLOPT_* / CURLINFO_* constants' raw values.
 */
#include <stddef.h>

/** Same shape as CURLOPT_WRITEFUNCTION / CURLOPT_READFUNCTION / CURLOPT_HEADERFUNCTION callbacks. */
typedef size_t (*ccurl_data_callback)(char *buffer, size_t size, size_t count, void *userdata);

/** curl_easy_setopt with a long argument; returns the CURLcode. */
int ccurl_set_long(void *handle, int option, long value);

/** curl_easy_setopt with a C string argument (libcurl copies it); returns the CURLcode. */
int ccurl_set_string(void *handle, int option, const char *value);

/** curl_easy_setopt with a pointer argument (e.g. a curl_slist or an error buffer); returns the CURLcode. */
int ccurl_set_pointer(void *handle, int option, void *value);

/** Sets CURLOPT_WRITEFUNCTION and CURLOPT_WRITEDATA; returns the first failing CURLcode or 0. */
int ccurl_set_write_callback(void *handle, ccurl_data_callback callback, void *userdata);

/** Sets CURLOPT_HEADERFUNCTION and CURLOPT_HEADERDATA; returns the first failing CURLcode or 0. */
int ccurl_set_header_callback(void *handle, ccurl_data_callback callback, void *userdata);

/** Sets CURLOPT_READFUNCTION and CURLOPT_READDATA; returns the first failing CURLcode or 0. */
int ccurl_set_read_callback(void *handle, ccurl_data_callback callback, void *userdata);

/** The last response code (HTTP status or SMTP reply code), 0 if none; returns the CURLcode. */
int ccurl_response_code(void *handle, long *code);

/** curl_easy_getinfo for a long-valued CURLINFO_*; returns the CURLcode. */
int ccurl_get_long(void *handle, int info, long *value);
