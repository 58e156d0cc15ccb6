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
exit(App.main(CommandLine.arguments))
