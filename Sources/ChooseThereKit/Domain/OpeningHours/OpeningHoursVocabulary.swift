// MARK: - Words an opening_hours value may contain

/// Every word the lexer knows, folded to lower case without accents.
/// The specification's words come first; the Portuguese and English
/// spellings Brazilian mappers use instead are tolerated because none of
/// them can mean anything else here (see `OpeningHours.swift`).
enum OpeningHoursVocabulary {
    enum Meaning: Sendable {
        case token(HoursToken.Kind)
        /// Filler with no meaning in the syntax (`de`, `das`): skipped.
        case noise
    }

    static let words: [String: Meaning] = {
        var table: [String: Meaning] = [:]
        func add(_ names: [String], _ kind: HoursToken.Kind) {
            for name in names { table[name] = .token(kind) }
        }
        // The specification's spellings, then English and Portuguese ones.
        add(["mo", "mon", "monday", "seg", "segunda"], .weekday(.monday))
        add(["tu", "tue", "tues", "tuesday", "ter", "terca"], .weekday(.tuesday))
        add(["we", "wed", "wednesday", "qua", "quarta"], .weekday(.wednesday))
        add(["th", "thu", "thur", "thurs", "thursday", "qui", "quinta"], .weekday(.thursday))
        add(["fr", "fri", "friday", "sex", "sexta"], .weekday(.friday))
        add(["sa", "sat", "saturday", "sab", "sabado"], .weekday(.saturday))
        add(["su", "sun", "sunday", "dom", "domingo"], .weekday(.sunday))
        add(["ph", "feriado", "feriados"], .publicHoliday)
        add(["sh"], .schoolHoliday)
        add(["open", "aberto"], .open)
        add(["closed", "off", "fechado"], .closed)
        add(["unknown"], .unknown)
        add(["week"], .week)
        add(["easter"], .easter)
        add(["day", "days"], .day)
        add(["sunrise", "sunset", "dawn", "dusk"], .variableTime)
        // Months are recognised only to be refused as unsupported.
        add(
            [
                "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
                "january", "february", "march", "april", "june", "july", "august",
                "september", "october", "november", "december",
                "fev", "abr", "mai", "ago", "set", "out", "dez",
                "janeiro", "fevereiro", "marco", "abril", "maio", "junho", "julho",
                "agosto", "setembro", "outubro", "novembro", "dezembro",
            ], .month)
        // Portuguese connectors: `Seg a Sex`, `11h às 15h`, `Sáb e Dom`.
        add(["a", "ate", "as"], .dash)
        add(["e"], .comma)
        for filler in ["de", "da", "das", "do", "dos", "feira"] { table[filler] = .noise }
        return table
    }()
}
