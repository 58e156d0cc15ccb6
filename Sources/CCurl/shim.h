// libcurl for Swift, loaded at run time.
//
// The header brings libcurl's types and constants; no symbol of libcurl is
// referenced at link time. `ccurl_load` opens libcurl.so.4 with dlopen and
// fills a table of function pointers; every other function here calls one
// of them. `curl_easy_setopt` and `curl_easy_getinfo` are variadic, which
// Swift cannot call, so there is one wrapper per argument type.
#ifndef CHOOSETHERE_CCURL_SHIM_H
#define CHOOSETHERE_CCURL_SHIM_H

#define CURL_DISABLE_TYPECHECK 1
#define CURL_DISABLE_DEPRECATION 1
#include <curl/curl.h>
#include <dlfcn.h>
#include <stddef.h>

/// The libcurl functions choosethere uses, looked up with dlsym.
typedef struct ccurl_api {
    void *library;
    __typeof__(&curl_global_init) global_init;
    __typeof__(&curl_easy_init) easy_init;
    __typeof__(&curl_easy_cleanup) easy_cleanup;
    __typeof__(&curl_easy_setopt) easy_setopt;
    __typeof__(&curl_easy_getinfo) easy_getinfo;
    __typeof__(&curl_easy_strerror) easy_strerror;
    __typeof__(&curl_slist_append) slist_append;
    __typeof__(&curl_slist_free_all) slist_free_all;
    __typeof__(&curl_multi_init) multi_init;
    __typeof__(&curl_multi_add_handle) multi_add_handle;
    __typeof__(&curl_multi_remove_handle) multi_remove_handle;
    __typeof__(&curl_multi_perform) multi_perform;
    __typeof__(&curl_multi_poll) multi_poll;
    __typeof__(&curl_multi_info_read) multi_info_read;
    __typeof__(&curl_multi_cleanup) multi_cleanup;
    __typeof__(&curl_url) url;
    __typeof__(&curl_url_cleanup) url_cleanup;
    __typeof__(&curl_url_set) url_set;
    __typeof__(&curl_url_get) url_get;
    __typeof__(&curl_free) free;
} ccurl_api;

// MARK: - Loading

/// Opens `name` (e.g. "libcurl.so.4") and looks up every function.
/// Returns 0 on success; 1 when the library cannot be opened; 2 when a
/// function is missing (libcurl older than 7.66), with its name in `missing`.
/// The library stays loaded for the life of the process (never dlclose'd:
/// TLS libraries do not survive being unloaded).
static inline int ccurl_load(const char *name, ccurl_api *api, const char **missing) {
    void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (!library) return 1;
    api->library = library;
#define CCURL_SYMBOL(field, symbol) \
    if (!(*(void **)&api->field = dlsym(library, symbol))) { *missing = symbol; return 2; }
    CCURL_SYMBOL(global_init, "curl_global_init")
    CCURL_SYMBOL(easy_init, "curl_easy_init")
    CCURL_SYMBOL(easy_cleanup, "curl_easy_cleanup")
    CCURL_SYMBOL(easy_setopt, "curl_easy_setopt")
    CCURL_SYMBOL(easy_getinfo, "curl_easy_getinfo")
    CCURL_SYMBOL(easy_strerror, "curl_easy_strerror")
    CCURL_SYMBOL(slist_append, "curl_slist_append")
    CCURL_SYMBOL(slist_free_all, "curl_slist_free_all")
    CCURL_SYMBOL(multi_init, "curl_multi_init")
    CCURL_SYMBOL(multi_add_handle, "curl_multi_add_handle")
    CCURL_SYMBOL(multi_remove_handle, "curl_multi_remove_handle")
    CCURL_SYMBOL(multi_perform, "curl_multi_perform")
    CCURL_SYMBOL(multi_poll, "curl_multi_poll")
    CCURL_SYMBOL(multi_info_read, "curl_multi_info_read")
    CCURL_SYMBOL(multi_cleanup, "curl_multi_cleanup")
    CCURL_SYMBOL(url, "curl_url")
    CCURL_SYMBOL(url_cleanup, "curl_url_cleanup")
    CCURL_SYMBOL(url_set, "curl_url_set")
    CCURL_SYMBOL(url_get, "curl_url_get")
    CCURL_SYMBOL(free, "curl_free")
#undef CCURL_SYMBOL
    return api->global_init(CURL_GLOBAL_DEFAULT) == CURLE_OK ? 0 : 3;
}

// MARK: - Easy handles

static inline CURL *ccurl_easy_init(const ccurl_api *api) { return api->easy_init(); }
static inline void ccurl_easy_cleanup(const ccurl_api *api, CURL *easy) { api->easy_cleanup(easy); }
static inline const char *ccurl_easy_strerror(const ccurl_api *api, CURLcode code) { return api->easy_strerror(code); }

static inline CURLcode ccurl_setopt_long(const ccurl_api *api, CURL *easy, CURLoption option, long value) {
    return api->easy_setopt(easy, option, value);
}
static inline CURLcode ccurl_setopt_offset(const ccurl_api *api, CURL *easy, CURLoption option, curl_off_t value) {
    return api->easy_setopt(easy, option, value);
}
/// Strings (libcurl copies them) and data pointers (which must outlive the transfer).
static inline CURLcode ccurl_setopt_pointer(const ccurl_api *api, CURL *easy, CURLoption option, const void *value) {
    return api->easy_setopt(easy, option, value);
}
/// CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION.
static inline CURLcode ccurl_setopt_write_callback(const ccurl_api *api, CURL *easy, CURLoption option, curl_write_callback fn) {
    return api->easy_setopt(easy, option, fn);
}
static inline CURLcode ccurl_setopt_xferinfo_callback(const ccurl_api *api, CURL *easy, curl_xferinfo_callback fn) {
    return api->easy_setopt(easy, CURLOPT_XFERINFOFUNCTION, fn);
}

/// Only HTTP and HTTPS, for the request and any redirect libcurl might
/// follow. CURLOPT_PROTOCOLS_STR needs libcurl 7.85; older ones take the
/// (since deprecated) bit mask.
static inline CURLcode ccurl_restrict_protocols(const ccurl_api *api, CURL *easy) {
    CURLcode rc = api->easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "http,https");
    if (rc == CURLE_OK) rc = api->easy_setopt(easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
    if (rc != CURLE_UNKNOWN_OPTION) return rc;
    rc = api->easy_setopt(easy, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
    if (rc == CURLE_OK) rc = api->easy_setopt(easy, CURLOPT_REDIR_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
    return rc;
}

static inline CURLcode ccurl_getinfo_long(const ccurl_api *api, CURL *easy, CURLINFO info, long *value) {
    return api->easy_getinfo(easy, info, value);
}

// MARK: - Header lists

static inline struct curl_slist *ccurl_slist_append(const ccurl_api *api, struct curl_slist *list, const char *line) {
    return api->slist_append(list, line);
}
static inline void ccurl_slist_free_all(const ccurl_api *api, struct curl_slist *list) { api->slist_free_all(list); }

// MARK: - Multi handles (a poll loop that can be interrupted)

static inline CURLM *ccurl_multi_init(const ccurl_api *api) { return api->multi_init(); }
static inline CURLMcode ccurl_multi_add(const ccurl_api *api, CURLM *multi, CURL *easy) { return api->multi_add_handle(multi, easy); }
static inline CURLMcode ccurl_multi_remove(const ccurl_api *api, CURLM *multi, CURL *easy) { return api->multi_remove_handle(multi, easy); }
static inline CURLMcode ccurl_multi_perform(const ccurl_api *api, CURLM *multi, int *running) { return api->multi_perform(multi, running); }
/// Sleeps in poll(2) until a socket is ready or `timeout_ms` pass.
static inline CURLMcode ccurl_multi_poll(const ccurl_api *api, CURLM *multi, int timeout_ms) {
    return api->multi_poll(multi, NULL, 0, timeout_ms, NULL);
}
static inline void ccurl_multi_cleanup(const ccurl_api *api, CURLM *multi) { api->multi_cleanup(multi); }

/// The result of the finished transfer, if one finished: returns 1 and sets
/// `result`, or 0 when no transfer is done yet.
static inline int ccurl_multi_done(const ccurl_api *api, CURLM *multi, CURLcode *result) {
    int queued = 0;
    CURLMsg *message;
    while ((message = api->multi_info_read(multi, &queued)) != NULL) {
        if (message->msg == CURLMSG_DONE) { *result = message->data.result; return 1; }
    }
    return 0;
}

// MARK: - URLs (parsed by libcurl itself, so the checked host is the one it connects to)

static inline CURLU *ccurl_url(const ccurl_api *api) { return api->url(); }
static inline void ccurl_url_cleanup(const ccurl_api *api, CURLU *url) { api->url_cleanup(url); }
/// Sets the whole URL; a relative reference is resolved against the URL already held.
static inline CURLUcode ccurl_url_set(const ccurl_api *api, CURLU *url, const char *text) {
    return api->url_set(url, CURLUPART_URL, text, 0);
}
/// One part of the URL, allocated by libcurl: release it with `ccurl_free`.
static inline CURLUcode ccurl_url_get(const ccurl_api *api, CURLU *url, CURLUPart part, char **text) {
    return api->url_get(url, part, text, 0);
}
static inline void ccurl_free(const ccurl_api *api, void *pointer) { api->free(pointer); }

#endif
