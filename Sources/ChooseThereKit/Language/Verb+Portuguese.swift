// MARK: - The command table's help in Brazilian Portuguese

extension Verb {
    /// `help` in Brazilian Portuguese: the summary, the details and examples a Brazilian would type.
    ///
    /// Every example is read by the parser as this verb with the intended
    /// slots (checked with `explain`); `portugueseUsage` says the usage line.
    /// Exceptions: `desliga o log` under `log` is a `set`, like `set log off`
    /// in the English examples.
    public var portugueseHelp: (summary: String, details: String, examples: [String]) {
        row.portugueseHelp
    }
}

extension Verb {
    /// The command's name in Portuguese, as `help` lists it (understood alone as this verb; a test checks).
    public var portugueseName: String {
        row.portugueseName
    }

    /// How to say the command in Portuguese: the words in capitals are what
    /// to fill in; the English form works too.
    public var portugueseUsage: String {
        row.portugueseUsage
    }
}
