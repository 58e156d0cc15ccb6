#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - CityQualifiers: state and country names usable after a city name

/// Names a lookup may use instead of a UF or an ISO country code
/// (`"Porto Alegre, Rio Grande do Sul"`, `"Lisbon, Portugal"`). Keys are
/// match keys (see `CityMatchKey`).
enum CityQualifiers {
    /// Brazilian state name → UF.
    static let ufByStateName: [String: String] = {
        let states = [
            "AC": "Acre", "AL": "Alagoas", "AP": "Amapá", "AM": "Amazonas", "BA": "Bahia",
            "CE": "Ceará", "DF": "Distrito Federal", "ES": "Espírito Santo", "GO": "Goiás",
            "MA": "Maranhão", "MT": "Mato Grosso", "MS": "Mato Grosso do Sul", "MG": "Minas Gerais",
            "PA": "Pará", "PB": "Paraíba", "PR": "Paraná", "PE": "Pernambuco", "PI": "Piauí",
            "RJ": "Rio de Janeiro", "RN": "Rio Grande do Norte", "RS": "Rio Grande do Sul",
            "RO": "Rondônia", "RR": "Roraima", "SC": "Santa Catarina", "SP": "São Paulo",
            "SE": "Sergipe", "TO": "Tocantins",
        ]
        return Dictionary(uniqueKeysWithValues: states.map { (CityMatchKey.of($0.value), $0.key) })
    }()

    /// Common country abbreviations that are not ISO alpha-2 codes.
    static let countryAliases: [String: String] = [
        "usa": "US", "eua": "US", "uk": "GB", "england": "GB", "holland": "NL",
    ]

    /// The ISO code of the country called `name` (a match key) in English or
    /// Portuguese, or nil.
    static func countryCode(named name: String) -> String? {
        countryAliases[name] ?? countryCodeByName[name]
    }

    /// Country names in English and Portuguese (`CountryNames`, generated
    /// once from ICU so the binary carries no locale data), built on first use.
    private static let countryCodeByName: [String: String] = {
        var table: [String: String] = [:]
        for country in CountryNames.all {
            for name in [country.english, country.portuguese] where !name.isEmpty {
                table[CityMatchKey.of(name)] = table[CityMatchKey.of(name)] ?? country.code
            }
        }
        return table
    }()
}
