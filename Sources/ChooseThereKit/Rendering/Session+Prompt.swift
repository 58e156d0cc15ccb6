// MARK: - The prompt's context, worded

extension Session {
    /// The prompt context: `São Paulo · 3 km · my list` (a near pool shows
    /// its own radius). The city comes from a file, so it is cleaned.
    public func promptContext(_ wording: Wording = .english) -> String {
        let state = runtime.state
        let city = state.city.map { SafeText.clean($0.name) } ?? wording[.anywhereLower]
        var radius = state.settings.radiusKm
        var mode = wording[state.settings.source == .list ? .promptMyList : .promptNearby]
        switch state.pool?.source {
        case .nearList(_, let km)?: (radius, mode) = (km, wording[.promptNearby])
        case .nearOSM(let search)?: (radius, mode) = (search.radiusKm, wording[.promptNearby])
        default: break
        }
        return "\(city) · \(Geo.formatRadius(km: radius)) · \(mode)"
    }
}
