import Foundation
import SplitNavigation
import SplitNavigationTesting
import Testing

/// The library's JSON coder must be Foundation's, byte for byte and error for error: these
/// properties encode random values with both and compare the bytes, and decode random and
/// damaged JSON with both and compare the values or the errors (kind, coding path and debug
/// description, all in the error's description). A failure names the seed, the case and the
/// input, so that it can be replayed.
@Suite("The JSON coder against Foundation's")
struct JSONDifferentialTests {
    static let seed: UInt64 = 20_260_611

    /// What Foundation's encoder makes of `value`, configured as the library's.
    static func foundationEncoding<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            return "error: \(error)"
        }
    }

    static func engineEncoding<T: Encodable>(_ value: T) -> String {
        do {
            return String(decoding: try JSONCoder.encode(value), as: UTF8.self)
        } catch {
            return "error: \(error)"
        }
    }

    /// A decoding's outcome: the value (as Foundation encodes it) or the error.
    static func outcome<T: Codable>(_ decode: () throws -> T) -> String {
        do {
            return "value: " + foundationEncoding(try decode())
        } catch {
            return "error: \(error)"
        }
    }

    /// Expects both coders to decode `bytes` to the same value or fail with the same error; or,
    /// with `onlyWhetherItFails`, just to agree on whether it fails: which member of a
    /// dictionary fails first depends on the order of `JSONDecoder`'s own dictionary of keys,
    /// which changes from run to run.
    static func expectSameDecoding<T: Codable>(
        _ type: T.Type, _ bytes: [UInt8], _ context: String, onlyWhetherItFails: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let data = Data(bytes)
        var foundation = outcome { try JSONDecoder().decode(type, from: data) }
        var engine = outcome { try JSONCoder.decode(type, from: data) }
        if onlyWhetherItFails {
            if foundation.hasPrefix("error") { foundation = "error" }
            if engine.hasPrefix("error") { engine = "error" }
        }
        #expect(engine == foundation, "\(context), decoding \(T.self) from \(describe(bytes))", sourceLocation: sourceLocation)
    }

    /// The input as a Swift string literal, or its bytes when it is not UTF-8.
    static func describe(_ bytes: [UInt8]) -> String {
        String(validating: bytes, as: UTF8.self).map { String(reflecting: $0) } ?? "bytes \(bytes)"
    }

    // MARK: Encoding

    @Test func encodingRandomValuesGivesFoundationsBytes() {
        var drawer = SampleDrawer(random: SplitMix64(seed: Self.seed))
        for index in 0..<400 {
            let record = drawer.record(depth: 2)
            #expect(Self.engineEncoding(record) == Self.foundationEncoding(record), "seed \(Self.seed), record \(index): \(record)")
            let json = drawer.json(depth: 3)
            #expect(Self.engineEncoding(json) == Self.foundationEncoding(json), "seed \(Self.seed), value \(index): \(json)")
            let shape = drawer.shape(depth: 2)
            #expect(Self.engineEncoding(shape) == Self.foundationEncoding(shape), "seed \(Self.seed), shape \(index): \(shape)")
        }
    }

    @Test func encodingEdgeValuesGivesFoundationsBytesOrErrors() {
        #expect(Self.engineEncoding([Double.nan]) == Self.foundationEncoding([Double.nan]))
        #expect(Self.engineEncoding(["a": [Float.infinity]]) == Self.foundationEncoding(["a": [Float.infinity]]))
        #expect(Self.engineEncoding(SampleShape.box(width: -.infinity, height: 1)) == Self.foundationEncoding(SampleShape.box(width: -.infinity, height: 1)))
        #expect(Self.engineEncoding(Optional<Int>.none) == Self.foundationEncoding(Optional<Int>.none))
        #expect(Self.engineEncoding(NothingEncoded()) == Self.foundationEncoding(NothingEncoded()))
        #expect(Self.engineEncoding([NothingEncoded()]) == Self.foundationEncoding([NothingEncoded()]))
        #expect(Self.engineEncoding([Int8.min, .max]) == Self.foundationEncoding([Int8.min, .max]))
        #expect(Self.engineEncoding([UInt64.max]) == Self.foundationEncoding([UInt64.max]))
        #expect(Self.engineEncoding([Int.min, .max]) == Self.foundationEncoding([Int.min, .max]))
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
            #expect(Self.engineEncoding([Int128.min, .max]) == Self.foundationEncoding([Int128.min, .max]))
            #expect(Self.engineEncoding([UInt128.max]) == Self.foundationEncoding([UInt128.max]))
        }
        #expect(Self.engineEncoding("top") == Self.foundationEncoding("top"))
        #expect(Self.engineEncoding([String: Int]()) == Self.foundationEncoding([String: Int]()))
        #expect(Self.engineEncoding([[Int]]()) == Self.foundationEncoding([[Int]]()))
        // 511 arrays deep is the most JSONEncoder writes.
        for depth in [510, 511, 512, 600] {
            let nested = Nested(depth: depth)
            #expect(Self.engineEncoding(nested) == Self.foundationEncoding(nested), "\(depth) deep")
        }
    }

    // MARK: Decoding

    @Test func decodingDamagedEncodingsAgreesWithFoundation() {
        var drawer = SampleDrawer(random: SplitMix64(seed: Self.seed &+ 1))
        for index in 0..<300 {
            let record = drawer.record(depth: 2)
            let json = Array(Self.foundationEncoding(record).utf8)
            Self.expectSameDecoding(SampleRecord.self, json, "seed \(Self.seed &+ 1), record \(index)")
            for damage in 0..<4 {
                let damaged = drawer.damage(json)
                let context = "seed \(Self.seed &+ 1), record \(index), damage \(damage)"
                Self.expectSameDecoding(SampleRecord.self, damaged, context)
                Self.expectSameDecoding(SampleJSON.self, damaged, context)
            }
            let value = Array(Self.foundationEncoding(drawer.json(depth: 3)).utf8)
            Self.expectSameDecoding(SampleJSON.self, value, "seed \(Self.seed &+ 1), value \(index)")
            Self.expectSameDecoding(SampleJSON.self, drawer.damage(value), "seed \(Self.seed &+ 1), damaged value \(index)")
        }
    }

    @Test func decodingRandomScalarsAgreesWithFoundation() {
        var drawer = SampleDrawer(random: SplitMix64(seed: Self.seed &+ 2))
        for index in 0..<1500 {
            let text = drawer.tokenArray()
            let context = "seed \(Self.seed &+ 2), array \(index)"
            Self.expectSameDecoding([Int].self, text, context)
            Self.expectSameDecoding([Int8].self, text, context)
            Self.expectSameDecoding([UInt64].self, text, context)
            Self.expectSameDecoding([Double].self, text, context)
            Self.expectSameDecoding([Float].self, text, context)
            Self.expectSameDecoding([String].self, text, context)
            Self.expectSameDecoding([Bool?].self, text, context)
            Self.expectSameDecoding([Decimal].self, text, context)
            Self.expectSameDecoding([Data].self, text, context)
            Self.expectSameDecoding([URL].self, text, context)
            Self.expectSameDecoding([Date].self, text, context)
            Self.expectSameDecoding([SampleJSON].self, text, context)
            if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
                Self.expectSameDecoding([Int128].self, text, context)
            }
            let object = drawer.tokenObject()
            Self.expectSameDecoding([String: Int].self, object, context, onlyWhetherItFails: true)
            Self.expectSameDecoding([Int: String].self, object, context, onlyWhetherItFails: true)
            Self.expectSameDecoding(SampleJSON.self, object, context)
            Self.expectSameDecoding(SampleShape.self, object, context)
        }
    }

    @Test func statesAndEventsOfRandomFlowsAgreeWithFoundation() throws {
        var random = SplitMix64(seed: Self.seed &+ 3)
        let starts = StartGenerator<String>.random(routes: .names)
        let events = EventGenerator<String>.standard(routes: .names)
        var drawer = SampleDrawer(random: SplitMix64(seed: Self.seed &+ 4))
        for index in 0..<60 {
            var navigator = SplitNavigator(state: try starts.start(using: &random))
            for step in 0..<20 {
                let event = events.event(for: navigator.state, using: &random)
                _ = try? navigator.send(event)
                let context = "seed \(Self.seed &+ 3), flow \(index), step \(step)"
                #expect(Self.engineEncoding(navigator.state) == Self.foundationEncoding(navigator.state), "\(context): \(navigator.state)")
                #expect(Self.engineEncoding(event) == Self.foundationEncoding(event), "\(context): \(event)")
                let state = Array(Self.foundationEncoding(navigator.state).utf8)
                Self.expectSameDecoding(SplitState<String>.self, state, context)
                Self.expectSameDecoding(SplitState<String>.self, drawer.damage(state), context)
                Self.expectSameDecoding(NavigationEvent<String>.self, drawer.damage(Array(Self.foundationEncoding(event).utf8)), context)
            }
        }
    }
}

/// A type that encodes nothing: `{}` inside a container, an error at the top.
struct NothingEncoded: Codable {
    func encode(to encoder: any Encoder) throws {}
}

/// Arrays nested `depth` deep.
struct Nested: Encodable {
    var depth: Int

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        if depth > 1 { try container.encode(Nested(depth: depth - 1)) }
    }
}
