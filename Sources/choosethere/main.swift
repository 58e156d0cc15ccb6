import Foundation

// The executable stays thin: everything happens in App (flags, files,
// mode) and ChooseThereKit (language, session, store).
exit(App.main(CommandLine.arguments))
