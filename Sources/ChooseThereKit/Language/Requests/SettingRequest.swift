// MARK: - `set KEY VALUE` as said

/// `set KEY VALUE`: the key when it is one we know, else the word typed.
public struct SettingRequest: Sendable, Equatable {
    public var key: SettingKey?
    /// The key as typed when it is not a known one (for the did-you-mean).
    public var unknownKey: String?
    public var value: String?

    public init(key: SettingKey?, unknownKey: String? = nil, value: String?) {
        self.key = key
        self.unknownKey = unknownKey
        self.value = value
    }
}
