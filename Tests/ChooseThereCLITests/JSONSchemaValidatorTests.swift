import ChooseThereTestSupport
import Testing

// MARK: - The test validator itself (Tests/Support/JSONSchema*.swift)

@Suite("JSON Schema validator")
struct JSONSchemaValidatorTests {
    /// The violations of `instance` (JSON text) against `schema` (JSON text).
    func check(_ schema: String, _ instance: String) throws -> [String] {
        try JSONSchema(SchemaJSON.parse(schema)).validate(SchemaJSON.parse(instance)).map(\.description)
    }

    @Test func typesTellIntegersFromNumbers() throws {
        #expect(try check(#"{"type": "integer"}"#, "3").isEmpty)
        #expect(try check(#"{"type": "integer"}"#, "3.0").isEmpty, "2020-12: a number with no fraction is an integer")
        #expect(try check(#"{"type": "integer"}"#, "3.5") == ["$: expected integer, found a number (3.5)"])
        #expect(try check(#"{"type": "number"}"#, "3.5").isEmpty)
        #expect(try check(#"{"type": "number"}"#, "true") == ["$: expected number, found a boolean (true)"])
        #expect(try check(#"{"type": ["string", "null"]}"#, "null").isEmpty)
        #expect(try check(#"{"type": ["string", "null"]}"#, "[]") == ["$: expected string or null, found an array ([])"])
    }

    @Test func closedObjectsNameTheMissingAndTheUnexpectedKey() throws {
        let schema = #"""
            {"type": "object", "properties": {"id": {"type": "string"}, "n": {"type": "integer", "minimum": 0, "maximum": 9}},
             "required": ["id", "n"], "additionalProperties": false}
            """#
        #expect(try check(schema, #"{"id": "a", "n": 3}"#).isEmpty)
        #expect(try check(schema, #"{"id": "a"}"#) == [#"$: missing required key "n""#])
        #expect(try check(schema, #"{"id": "a", "n": 3, "Curitiba|PR": 1}"#) == [#"$["Curitiba|PR"]: not allowed here"#])
        #expect(try check(schema, #"{"id": "a", "n": -1}"#) == ["$.n: -1 is below the minimum 0"])
        #expect(try check(schema, #"{"id": "a", "n": 10}"#) == ["$.n: 10 is above the maximum 9"])
        let typedRest = #"{"type": "object", "additionalProperties": {"type": "integer"}}"#
        #expect(try check(typedRest, #"{"a": 1, "b": "x"}"#) == [#"$.b: expected integer, found a string ("x")"#])
    }

    @Test func arraysCheckEveryItemAndTheirLength() throws {
        let schema = #"{"type": "array", "items": {"type": "string"}, "minItems": 1, "maxItems": 2}"#
        #expect(try check(schema, #"["a", "b"]"#).isEmpty)
        #expect(try check(schema, #"["a", 1]"#) == ["$[1]: expected string, found an integer (1)"])
        #expect(try check(schema, "[]") == ["$: 0 items, fewer than the minimum 1"])
        #expect(try check(schema, #"["a", "b", "c"]"#) == ["$: 3 items, more than the maximum 2"])
        #expect(try check(schema, #"{"0": "a"}"#) == [#"$: expected array, found an object ({"0":"a"})"#], "a list is never an object")
    }

    @Test func enumsConstantsAndPatterns() throws {
        #expect(try check(#"{"enum": ["list", "osm"]}"#, #""osm""#).isEmpty)
        #expect(try check(#"{"enum": ["list", "osm"]}"#, #""moon""#) == [#"$: "moon" is not one of "list", "osm""#])
        #expect(try check(#"{"const": false}"#, "true") == ["$: expected false, found true"])
        #expect(try check(#"{"const": 1}"#, "1.0").isEmpty)
        let date = #"{"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"}"#
        #expect(try check(date, #""2026-11-21""#).isEmpty)
        #expect(try check(date, #""21/11/2026""#) == [#"$: "21/11/2026" does not match /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/"#])
        #expect(try check(#"{"pattern": "^a"}"#, "3").isEmpty, "pattern only constrains strings")
    }

    @Test func refsLeadIntoDefsAndPathsFollowTheInstance() throws {
        let schema = #"""
            {"$defs": {"row": {"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]}},
             "type": "object", "properties": {"rows": {"type": "array", "items": {"$ref": "#/$defs/row"}}}}
            """#
        #expect(try check(schema, #"{"rows": [{"name": "a"}, {"name": "b"}]}"#).isEmpty)
        #expect(try check(schema, #"{"rows": [{"name": "a"}, {"name": 2}]}"#) == ["$.rows[1].name: expected string, found an integer (2)"])
    }

    @Test func anyOfAndOneOf() throws {
        let kinds = #"""
            {"oneOf": [
              {"type": "object", "properties": {"kind": {"const": "a"}}, "required": ["kind"], "additionalProperties": false},
              {"type": "object", "properties": {"kind": {"const": "b"}, "n": {"type": "integer"}}, "required": ["kind", "n"], "additionalProperties": false}]}
            """#
        #expect(try check(kinds, #"{"kind": "a"}"#).isEmpty)
        #expect(try check(kinds, #"{"kind": "b", "n": 1}"#).isEmpty)
        let none = try check(kinds, #"{"kind": "b"}"#)
        #expect(
            none == [
                #"$: matches none of the 2 alternatives of oneOf (#1 $.kind: expected "a", found "b"; #2 $: missing required key "n")"#
            ])
        #expect(
            try check(#"{"oneOf": [{"type": "integer"}, {"type": "number"}]}"#, "1")
                == ["$: matches 2 alternatives of oneOf (#1, #2), expected exactly one"])
        #expect(try check(#"{"anyOf": [{"type": "integer"}, {"type": "number"}]}"#, "1").isEmpty)
        #expect(try check(#"{"not": {"type": "null"}}"#, "null") == ["$: matches a schema it must not match"])
    }

    @Test func ifThenElseDiscriminates() throws {
        let schema = #"""
            {"type": "object", "required": ["ok"],
             "if": {"properties": {"ok": {"const": true}}},
             "then": {"required": ["result"], "properties": {"error": false}},
             "else": {"required": ["error"], "properties": {"result": false}}}
            """#
        #expect(try check(schema, #"{"ok": true, "result": {}}"#).isEmpty)
        #expect(try check(schema, #"{"ok": false, "error": {}}"#).isEmpty)
        #expect(try check(schema, #"{"ok": true, "error": {}}"#) == [#"$: missing required key "result""#, "$.error: not allowed here"])
        #expect(try check(schema, #"{"ok": false, "result": {}}"#) == [#"$: missing required key "error""#, "$.result: not allowed here"])
    }

    @Test func unevaluatedPropertiesSeesThroughRefsAndAllOf() throws {
        let schema = #"""
            {"$defs": {"base": {"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]},
                       "more": {"properties": {"n": {"type": "integer"}}}},
             "$ref": "#/$defs/base", "allOf": [{"$ref": "#/$defs/more"}],
             "properties": {"extra": {"type": "boolean"}}, "unevaluatedProperties": false}
            """#
        #expect(try check(schema, #"{"id": "a", "n": 1, "extra": true}"#).isEmpty)
        #expect(try check(schema, #"{"id": "a", "other": 1}"#) == ["$.other: not allowed here"])
        let branches = #"""
            {"anyOf": [{"properties": {"a": true}, "required": ["a"]}, {"properties": {"b": true}, "required": ["b"]}],
             "unevaluatedProperties": false}
            """#
        #expect(try check(branches, #"{"a": 1, "b": 2}"#).isEmpty, "both branches pass: both keys are evaluated")
        #expect(try check(branches, #"{"a": 1, "c": 2}"#) == ["$.c: not allowed here"])
    }

    @Test func booleanSchemas() throws {
        #expect(try check("true", #"{"anything": [1]}"#).isEmpty)
        #expect(try check("false", "1") == ["$: not allowed here"])
    }

    @Test func schemasItCannotHonourAreRefused() throws {
        #expect(throws: SchemaError(location: "#/minLength", message: "unsupported keyword 'minLength' (the validator would ignore it)")) {
            try JSONSchema(SchemaJSON.parse(#"{"type": "string", "minLength": 1}"#))
        }
        #expect(throws: SchemaError(location: "#/properties/a/$ref", message: "'#/$defs/nowhere' points at nothing in this document")) {
            try JSONSchema(SchemaJSON.parse(##"{"properties": {"a": {"$ref": "#/$defs/nowhere"}}}"##))
        }
        #expect(throws: SchemaError.self) { try JSONSchema(SchemaJSON.parse(#"{"type": "text"}"#)) }
        #expect(throws: SchemaError.self) { try JSONSchema(SchemaJSON.parse(#"{"pattern": "(unclosed"}"#)) }
        #expect(throws: SchemaError.self) { try JSONSchema(SchemaJSON.parse(#"{"anyOf": []}"#)) }
        #expect(throws: SchemaError.self) { try JSONSchema(SchemaJSON.parse(#"{"items": 3}"#)) }
    }

    @Test func aRefCycleEndsWithAViolation() throws {
        let loop = ##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}}, "$ref": "#/$defs/a"}"##
        let found = try check(loop, "1")
        #expect(found.count == 1 && found[0].contains("a $ref cycle?"))
    }
}
