#include "CCurlShim.h"

#include <curl/curl.h>

int ccurl_set_long(void *handle, int option, long value) {
    return (int)curl_easy_setopt((CURL *)handle, (CURLoption)option, value);
}

int ccurl_set_string(void *handle, int option, const char *value) {
    return (int)curl_easy_setopt((CURL *)handle, (CURLoption)option, value);
}

int ccurl_set_pointer(void *handle, int option, void *value) {
    return (int)curl_easy_setopt((CURL *)handle, (CURLoption)option, value);
}

static int set_callback(void *handle, CURLoption function_option, CURLoption data_option,
                        ccurl_data_callback callback, void *userdata) {
    CURLcode code = curl_easy_setopt((CURL *)handle, function_option, callback);
    if (code != CURLE_OK) {
        return (int)code;
    }
    return (int)curl_easy_setopt((CURL *)handle, data_option, userdata);
}

int ccurl_set_write_callback(void *handle, ccurl_data_callback callback, void *userdata) {
    return set_callback(handle, CURLOPT_WRITEFUNCTION, CURLOPT_WRITEDATA, callback, userdata);
}

int ccurl_set_header_callback(void *handle, ccurl_data_callback callback, void *userdata) {
    return set_callback(handle, CURLOPT_HEADERFUNCTION, CURLOPT_HEADERDATA, callback, userdata);
}

int ccurl_set_read_callback(void *handle, ccurl_data_callback callback, void *userdata) {
    return set_callback(handle, CURLOPT_READFUNCTION, CURLOPT_READDATA, callback, userdata);
}

int ccurl_response_code(void *handle, long *code) {
    *code = 0;
    return (int)curl_easy_getinfo((CURL *)handle, CURLINFO_RESPONSE_CODE, code);
}

int ccurl_get_long(void *handle, int info, long *value) {
    *value = 0;
    return (int)curl_easy_getinfo((CURL *)handle, (CURLINFO)info, value);
}
