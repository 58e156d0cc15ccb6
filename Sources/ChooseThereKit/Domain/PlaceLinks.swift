#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Links for a place

/// Links the app offered for a place: maps, OpenStreetMap, Google,
/// Tripadvisor, iFood and the place's own website.
public enum PlaceLinks {
    /// The URL for `app`, or nil (a place without a website has no `link`).
    public static func url(for place: Restaurant, app: LinkApp) -> String? {
        let lat = Format.fixed(place.lat, 6), lng = Format.fixed(place.lng, 6)
        let query = encode([place.name, place.address, place.city].filter { !$0.isEmpty }.joined(separator: " "))
        switch app {
        case .maps: return "https://www.google.com/maps/dir/?api=1&destination=\(lat),\(lng)"
        case .osm: return "https://www.openstreetmap.org/?mlat=\(lat)&mlon=\(lng)#map=18/\(lat)/\(lng)"
        case .google: return "https://www.google.com/maps/search/?api=1&query=\(query)"
        case .tripadvisor: return "https://www.tripadvisor.com/Search?q=\(encode((place.name + " " + place.city).trimmed))"
        case .ifood: return "https://www.ifood.com.br/busca?q=\(encode(place.name))"
        case .link:
            // A link from a backup is opened only if it is one web address with a host.
            guard let link = place.externalLink, WebLink.isValid(link) else { return nil }
            return link
        }
    }

    /// Every available link, in order.
    public static func all(for place: Restaurant) -> [(app: LinkApp, url: String)] {
        LinkApp.allCases.compactMap { app in url(for: place, app: app).map { (app, $0) } }
    }

    static func encode(_ text: String) -> String { Format.percentEncoded(text) }
}
