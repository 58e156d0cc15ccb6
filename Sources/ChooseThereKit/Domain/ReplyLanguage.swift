// MARK: - The language replies are worded in

/// The language replies are worded in.
public enum ReplyLanguage: String, Sendable, Equatable, CaseIterable {
    case english = "en"
    case portuguese = "pt-BR"

    /// The language the locale asks for, as gettext reads it: the first of
    /// `LC_ALL`, `LC_MESSAGES`, `LANG` that is set names the locale; unless
    /// that is `C`/`POSIX`, the first entry of `LANGUAGE` (a list) wins over
    /// it. Any Portuguese locale (`pt_BR.UTF-8`, `pt`) answers in Brazilian
    /// Portuguese, anything else (`C`, `en_US`, unset) in English.
    public static func fromLocale(_ environment: [String: String]) -> ReplyLanguage {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale, locale != "C", locale != "POSIX", !locale.hasPrefix("C.") else { return .english }
        let preferred = environment["LANGUAGE"]?.split(separator: ":").first.map(String.init) ?? locale
        return preferred.lowercased().hasPrefix("pt") ? .portuguese : .english
    }

    /// The language of replies: the `language` setting when set, else the locale's.
    public static func chosen(setting: String?, locale: ReplyLanguage) -> ReplyLanguage {
        setting.flatMap(ReplyLanguage.init(rawValue:)) ?? locale
    }
}
