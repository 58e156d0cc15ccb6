// MARK: - The arbiter's policy: what a number left over counts

extension Arbiter {
    /// Words of money after an amount.
    static let money: WordSet = [
        "conto", "contos", "reais", "real", "pila", "pilas", "bucks", "dollars", "dolares", "euros", "paus", "mangos", "per",
    ]

    /// Units of time after a number ("fecha em 20 min", "closes in 2 hours", "at 10pm"): a time, never a rating.
    static let timeUnits: WordSet = [
        "h", "pm", "am", "hrs", "hr", "min", "mins", "minute", "minutes", "minuto", "minutos", "hour", "hours", "hora", "horas",
        "seg", "sec", "secs", "segundos",
    ]
}
