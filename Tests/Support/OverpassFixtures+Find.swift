// MARK: - Answers for find, details and open now (issue 15)

extension OverpassFixtures {
    /// Six eating places around Av. Paulista (-23.5614, -46.6559), nearest first:
    /// Mocotó (~90 m, every detail tag), Açaí da Esquina (~150 m, a control
    /// character in its phone), Temakeria Japa (~270 m, cuisine temaki),
    /// Sushi Yama (~340 m, a way, cuisine japanese, no hours), Bar Qualquer
    /// (~600 m, matches nothing), Mocotó Café (~1 km, weekdays only).
    /// The server answers every query with all of them; the client keeps
    /// what matches, as Overpass would have.
    public static let eateries = """
        {"version": 0.6, "elements": [
          {"type": "node", "id": 501, "lat": -23.5620, "lon": -46.6565,
           "tags": {"amenity": "restaurant", "name": "Mocotó", "cuisine": "brazilian;northeastern",
                    "opening_hours": "Mo-Sa 12:00-23:00; Su 12:00-17:00", "phone": "+55 11 2951-3056",
                    "website": "https://mocoto.example", "diet:vegetarian": "yes", "diet:vegan": "limited", "outdoor_seating": "no",
                    "wheelchair": "yes", "takeaway": "yes", "delivery": "no", "addr:street": "Avenida Nossa Senhora do Loreto",
                    "addr:housenumber": "1100"}},
          {"type": "node", "id": 505, "lat": -23.5605, "lon": -46.6545,
           "tags": {"amenity": "ice_cream", "name": "Açaí da Esquina", "cuisine": "acai", "opening_hours": "Mo-Su 10:00-22:00",
                    "phone": "+55 11\\u001b[2J 9999-0000"}},
          {"type": "node", "id": 503, "lat": -23.5630, "lon": -46.6540,
           "tags": {"amenity": "fast_food", "name": "Temakeria Japa", "cuisine": "temaki;japanese", "opening_hours": "Mo-Su 11:00-23:00"}},
          {"type": "way", "id": 504, "center": {"lat": -23.5590, "lon": -46.6580},
           "tags": {"amenity": "restaurant", "name": "Sushi Yama", "cuisine": "japanese;sushi"}},
          {"type": "node", "id": 506, "lat": -23.5660, "lon": -46.6590, "tags": {"amenity": "bar", "name": "Bar Qualquer"}},
          {"type": "node", "id": 502, "lat": -23.5700, "lon": -46.6600,
           "tags": {"amenity": "cafe", "name": "Mocotó Café", "cuisine": "coffee_shop", "opening_hours": "Mo-Fr 07:00-19:00"}}
        ]}
        """

    /// Mocotó as the map has it later: new hours, a new phone, no more takeaway.
    public static let mocotoUpdated = """
        {"version": 0.6, "elements": [
          {"type": "node", "id": 501, "lat": -23.5620, "lon": -46.6565,
           "tags": {"amenity": "restaurant", "name": "Mocotó", "opening_hours": "Tu-Su 12:00-22:00", "phone": "+55 11 0000-0000",
                    "takeaway": "no"}}
        ]}
        """

    /// Nominatim's answer for a named place Overpass did not find: a
    /// restaurant (kept) and a street of the same name (dropped).
    public static let nominatimPlaces = """
        [{"osm_type": "node", "osm_id": 901, "lat": "-23.5611", "lon": "-46.6561", "category": "amenity", "type": "restaurant",
          "name": "Casa do Norte", "display_name": "Casa do Norte, 12, Rua Itapeva, Bela Vista, São Paulo, Brasil",
          "extratags": {"opening_hours": "24/7", "cuisine": "regional"}},
         {"osm_type": "way", "osm_id": 902, "lat": "-23.5600", "lon": "-46.6500", "category": "highway", "type": "residential",
          "name": "Rua Casa do Norte", "display_name": "Rua Casa do Norte, São Paulo"}]
        """
}
