#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// MARK: - Places and visits as JSON (for --json)

enum PlaceJSON {
    static func summary(_ p: Restaurant) -> JSON {
        .object([
            "id": .string(p.id), "name": .string(p.name), "category": .string(p.category),
            "tags": .array(p.tags.map(JSON.string)), "city": .string(p.city), "state": .string(p.state),
            "isFavorite": .bool(p.isFavorite), "ratingAverage": .optional(p.ratingAverage),
            "priceTier": p.priceTier.map(JSON.int) ?? .null,
        ])
    }

    static func full(_ p: Restaurant) -> [String: JSON] {
        [
            "id": .string(p.id), "name": .string(p.name), "category": .string(p.category), "address": .string(p.address),
            "city": .string(p.city), "state": .string(p.state), "tags": .array(p.tags.map(JSON.string)),
            "notes": .string(p.notes), "externalLink": .optional(p.externalLink), "lat": .number(p.lat), "lng": .number(p.lng),
            "priceTier": p.priceTier.map(JSON.int) ?? .null, "isFavorite": .bool(p.isFavorite),
            "ratingAverage": .optional(p.ratingAverage), "ratingCount": .int(p.ratingCount),
            "ratingLastVisitedAt": p.lastVisitedAt.map { .string(ISODate.format($0)) } ?? .null,
            "origin": .string(p.origin.rawValue), "osmId": .optional(p.osmId), "details": p.details?.json ?? .null,
        ]
    }

    static func visit(_ v: Visit) -> JSON {
        .object([
            "id": .string(v.id), "restaurantId": .string(v.restaurantId), "dateVisited": .string(ISODate.format(v.dateVisited)),
            "rating": .int(v.rating), "tags": .array(v.tags.map(JSON.string)), "note": .optional(v.note),
            "isMatch": .bool(v.isMatch), "wouldReturn": .bool(v.wouldReturn),
        ])
    }
}
