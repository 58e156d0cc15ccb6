// MARK: - Overpass-format answers written by the tests

/// Overpass-format answers written by the tests.
public enum OverpassFixtures {
    /// Two bars (a node and a way with a centre), a café, and an unnamed bar.
    public static let bars = """
        {"version": 0.6, "elements": [
          {"type": "node", "id": 101, "lat": -23.5610, "lon": -46.6560,
           "tags": {"amenity": "bar", "name": "Bar Teste", "cuisine": "brazilian;burger", "addr:street": "Rua Augusta",
                    "addr:housenumber": "100", "opening_hours": "Mo-Su 18:00-02:00", "website": "https://bar.example"}},
          {"type": "way", "id": 202, "center": {"lat": -23.5630, "lon": -46.6540},
           "tags": {"amenity": "pub", "name": "Pub do Canto", "phone": "+55 11 5555-0000"}},
          {"type": "node", "id": 303, "lat": -23.5600, "lon": -46.6570, "tags": {"amenity": "bar"}},
          {"type": "node", "id": 404, "lat": -23.5650, "lon": -46.6600, "tags": {"amenity": "cafe", "name": "Café \\u001b[31mVermelho"}}
        ]}
        """
    /// Control characters in every kind of value: a name, a cuisine (U+001F, NUL), an address, a phone.
    public static let hostileText = """
        {"version": 0.6, "elements": [
          {"type": "node", "id": 707, "lat": -23.5612, "lon": -46.6561,
           "tags": {"amenity": "restaurant", "name": "Casa \\u001b]0;owned\\u0007Nova", "cuisine": "foo\\u001fbar;\\u0000zed;japanese",
                    "addr:street": "Rua \\u0000Augusta", "addr:housenumber": "7\\u001b[2J", "phone": "+55 11\\u001b[31m 4000-0000"}}
        ]}
        """
    public static let empty = #"{"version": 0.6, "elements": []}"#
    public static let remark =
        #"{"version": 0.6, "elements": [], "remark": "runtime error: Query timed out in \"query\" at line 1 after 10 seconds."}"#
    public static let nominatim = #"[{"lat": "-23.5614", "lon": "-46.6559", "display_name": "Avenida Paulista, 1000, São Paulo"}]"#
}
