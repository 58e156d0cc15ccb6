// Non-variadic wrappers around libedit for Swift.
//
// `el_set`, `el_get` and `history` are C variadic functions, which Swift
// cannot call, and Swift 6 rejects C globals such as `stdin`. Each wrapper
// below does exactly one operation; add a new one rather than generalising.
#ifndef CHOOSETHERE_CLIBEDIT_SHIM_H
#define CHOOSETHERE_CLIBEDIT_SHIM_H

#include <histedit.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

/// Prompt callback: returns the prompt text (must stay valid until the next call).
typedef char *(*ct_prompt_fn)(EditLine *);
/// Editor command callback, as registered with EL_ADDFN; returns a CC_* code.
typedef unsigned char (*ct_command_fn)(EditLine *, int);

// MARK: - Standard streams (C globals Swift 6 cannot touch)

static inline FILE *ct_stdin(void) { return stdin; }
static inline FILE *ct_stdout(void) { return stdout; }
static inline FILE *ct_stderr(void) { return stderr; }

// MARK: - Locale

/// The codeset of the current LC_CTYPE locale, e.g. "UTF-8" or "ANSI_X3.4-1968".
static inline const char *ct_codeset(void) { return nl_langinfo(CODESET); }

// MARK: - EditLine settings

/// A prompt whose text between two `marker` characters is sent to the
/// terminal as is and takes no columns (for colour escape sequences).
static inline int ct_el_set_prompt_esc(EditLine *el, ct_prompt_fn fn, char marker) {
    return el_set(el, EL_PROMPT_ESC, fn, (int)marker);
}
/// "emacs" or "vi".
static inline int ct_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}
/// Returns "emacs" or "vi" (NULL on error).
static inline const char *ct_el_get_editor(EditLine *el) {
    const char *mode = NULL;
    if (el_get(el, EL_EDITOR, &mode) != 0) return NULL;
    return mode;
}
/// Whether libedit installs its own signal handlers while it reads a line.
/// Off here: its SIGWINCH handler resizes the display buffers (free and
/// malloc) inside the handler, racing a redraw on the main thread — heap
/// corruption when the terminal is resized while a line is typed. The
/// program catches the signals itself and resizes between two reads.
static inline int ct_el_set_signal(EditLine *el, int on) {
    return el_set(el, EL_SIGNAL, on);
}
/// The function libedit reads one character with (`el_rfunc_t`).
static inline int ct_el_set_getcfn(EditLine *el, el_rfunc_t fn) {
    return el_set(el, EL_GETCFN, fn);
}
static inline int ct_el_set_history(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}
static inline int ct_el_set_clientdata(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}
static inline void *ct_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}
/// Registers a named editor command that `bind` can refer to.
static inline int ct_el_addfn(EditLine *el, const char *name, const char *help, ct_command_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}
/// `bind KEY COMMAND` in the main (emacs / vi insert) key map.
static inline int ct_el_bind(EditLine *el, const char *key, const char *command) {
    return el_set(el, EL_BIND, key, command, (const char *)NULL);
}
/// `bind -a KEY COMMAND`: the vi command-mode key map.
static inline int ct_el_bind_alt(EditLine *el, const char *key, const char *command) {
    return el_set(el, EL_BIND, "-a", key, command, (const char *)NULL);
}
/// `setty -d ARG`: a terminal setting used while editing, e.g. "intr=" or "-isig".
static inline int ct_el_setty_edit(EditLine *el, const char *arg) {
    return el_set(el, EL_SETTY, "-d", arg, (const char *)NULL);
}
/// Reads ~/.editrc (or $EDITRC): `el_source(el, NULL)`.
static inline int ct_el_source_default(EditLine *el) {
    return el_source(el, NULL);
}
/// Forgets what is on the screen and draws prompt and line again from the
/// cursor's current position (which must be at the start of a line).
static inline int ct_el_refresh(EditLine *el) {
    return el_set(el, EL_REFRESH);
}
/// A valid empty prompt for the (never expected) case of missing client data.
static inline char *ct_empty_prompt(void) {
    static char empty[1] = "";
    return empty;
}

// MARK: - Job control

/// Ctrl-Z while a line is edited (the terminal sends no signals then): puts
/// the terminal in `cooked` (its mode before editing, may be NULL), stops the
/// process group with the default SIGTSTP action, and after `fg` restores the
/// editing mode. libedit's own SIGTSTP/SIGCONT handlers are bypassed: they
/// uninstall themselves after one use (a second Ctrl-Z left the terminal
/// cooked) and redraw at a place we don't control. Redraw afterwards with
/// `ct_el_refresh`.
static inline void ct_suspend(int fd, const struct termios *cooked) {
    struct termios editing;
    int have_editing = tcgetattr(fd, &editing) == 0;
    if (cooked != NULL) (void)tcsetattr(fd, TCSADRAIN, cooked);
    struct sigaction plain, previous_tstp, previous_cont;
    memset(&plain, 0, sizeof plain);
    plain.sa_handler = SIG_DFL;
    sigemptyset(&plain.sa_mask);
    (void)sigaction(SIGCONT, &plain, &previous_cont);
    (void)sigaction(SIGTSTP, &plain, &previous_tstp);
    (void)kill(0, SIGTSTP);
    (void)sigaction(SIGTSTP, &previous_tstp, NULL);
    (void)sigaction(SIGCONT, &previous_cont, NULL);
    if (have_editing) (void)tcsetattr(fd, TCSADRAIN, &editing);
}

// MARK: - History

static inline int ct_history_setsize(History *h, int size) {
    HistEvent ev;
    return history(h, &ev, H_SETSIZE, size);
}
static inline int ct_history_setunique(History *h, int on) {
    HistEvent ev;
    return history(h, &ev, H_SETUNIQUE, on);
}
static inline int ct_history_enter(History *h, const char *line) {
    HistEvent ev;
    return history(h, &ev, H_ENTER, line);
}
/// Number of entries, or -1.
static inline int ct_history_count(History *h) {
    HistEvent ev;
    if (history(h, &ev, H_GETSIZE) != 0) return -1;
    return ev.num;
}
/// Loads the file; returns the number of entries read, or -1.
static inline int ct_history_load(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_LOAD, path);
}
/// Writes the file with `fopen(path, "w")`; returns the number of entries or -1.
static inline int ct_history_save(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_SAVE, path);
}
/// Writes to an open stream; returns the number of entries or -1.
static inline int ct_history_save_fp(History *h, FILE *fp) {
    HistEvent ev;
    return history(h, &ev, H_SAVE_FP, fp);
}
static inline int ct_history_clear(History *h) {
    HistEvent ev;
    return history(h, &ev, H_CLEAR);
}

#endif
