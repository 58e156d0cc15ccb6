// MARK: - Brazil's time zones, by state (and the few cities that differ)

/// The UTC offset of a Brazilian place, from its state (UF) and city.
///
/// Why a table and not the system's time-zone database: Brazil dropped
/// daylight saving in 2019 (Decree 9,772), so every zone is a fixed offset
/// all year, and the zone follows the state — except Fernando de Noronha
/// (PE, UTC−2) and thirteen municipalities of western Amazonas that keep
/// Acre's time (UTC−5). A few lines of data then answer exactly, with no
/// tzdata lookup and no dependence on the machine's own zone. Checked
/// against the `fuso_horario` column of kelvins/municipios-brasileiros
/// (`../shared/data/municipios-brasileiros/municipios.csv`, MIT).
public enum BrazilTime {
    /// Hours from UTC by UF.
    static let stateOffsets: [String: Int] = [
        // UTC−3 (Brasília time)
        "AL": -3, "AP": -3, "BA": -3, "CE": -3, "DF": -3, "ES": -3, "GO": -3, "MA": -3, "MG": -3, "PA": -3, "PB": -3,
        "PE": -3, "PI": -3, "PR": -3, "RJ": -3, "RN": -3, "RS": -3, "SC": -3, "SE": -3, "SP": -3, "TO": -3,
        // UTC−4 (Amazon time)
        "AM": -4, "MS": -4, "MT": -4, "RO": -4, "RR": -4,
        // UTC−5 (Acre time)
        "AC": -5,
    ]

    /// Cities whose offset differs from their state's, by `UF|folded name`.
    static let cityOffsets: [String: Int] = [
        "PE|fernando de noronha": -2,
        "AM|atalaia do norte": -5, "AM|benjamin constant": -5, "AM|boca do acre": -5, "AM|eirunepe": -5, "AM|envira": -5,
        "AM|guajara": -5, "AM|ipixuna": -5, "AM|itamarati": -5, "AM|jutai": -5, "AM|labrea": -5, "AM|pauini": -5,
        "AM|sao paulo de olivenca": -5, "AM|tabatinga": -5,
    ]

    /// Seconds from UTC for a place in `city`, `state` (a UF); nil when
    /// `state` is not a Brazilian UF (the place is elsewhere, or unknown).
    public static func utcOffsetSeconds(state: String, city: String) -> Int? {
        let uf = state.count == 2 ? state.uppercased() : state.trimmed.uppercased()
        guard let hours = stateOffsets[uf] else { return nil }
        // Only two states have cities of their own: fold the name only there.
        guard statesWithExceptions.contains(uf) else { return hours * 3600 }
        return (cityOffsets[uf + "|" + Folding.key(city)] ?? hours) * 3600
    }

    /// The UFs that appear in `cityOffsets`.
    static let statesWithExceptions = Set(cityOffsets.keys.compactMap { $0.split(separator: "|").first.map(String.init) })
}
