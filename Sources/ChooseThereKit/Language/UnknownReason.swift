// MARK: - What the parser could not read

/// What the parser could not read, beyond an unknown verb.
public enum UnknownReason: Sendable, Equatable {
    /// Words that are not tags or filters (`spin sushii`).
    case words([String], corrected: Bool)
    /// Stars that are not whole numbers.
    case stars
    /// Stars outside 1–5 ("nota dez").
    case starsOutOfRange(Int)
    /// A line far longer than any command.
    case lineTooLong(bytes: Int, limit: Int)
    /// A rating's words without stars ("we won't be back"): how many?
    case needsStars
    /// Several ratings in one line ("4 or 5 stars"): which?
    case severalRatings
    /// A name several cities answer to: which one?
    case ambiguousCity(String, [String])
    /// A city close to what was typed: offered, never used on a guess.
    case cityOffered(String, String)
    /// A command that deletes, overwrites or records, read only after
    /// repairing a typo: offered, never run on a guess.
    case repairedCommand
    /// A command said with "don't"/"não": nothing to do.
    case negatedCommand
    /// Two places in one delete: which?
    case severalPlaces
    /// Something this program does not do (undo a rating, clear the history).
    case notSupported(String)
    /// A greeting, thanks or "undo" alone: answered with what to type instead.
    case smallTalk(SmallTalk)
    /// A command that records, deletes or changes something, found inside a
    /// sentence the learned model reads otherwise: asked about, never run on a guess.
    case doubted
}
