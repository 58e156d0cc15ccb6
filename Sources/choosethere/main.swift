#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The executable stays thin: everything happens in App (flags, files,
// mode) and ChooseThereKit (language, session, store).
let status = App.main(CommandLine.arguments)
// A SIGTERM, SIGHUP or SIGQUIT the shell caught ends it by that signal once it has cleaned up.
Signals.endBySignalIfAsked()
exit(status)
