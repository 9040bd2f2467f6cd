import Foundation
import SplitNavigationTesting

// Random `Codable` values for comparing the library's JSON coder with Foundation's: structs with
// every scalar type and optional fields, arrays, dictionaries with string and integer keys,
// synthesized enums with associated values (nested keyed containers), Foundation's special
// types, a type that uses every container API by hand (nested containers, super encoders), and
// a dynamic JSON value with arbitrary keys (duplicates, escapes, Unicode).

/// A record with a field of every kind.
struct SampleRecord: Codable, Equatable {
    var text: String
    var number: Int
    var small: Int8
    var wide: UInt64
    var negative: Int32
    var ratio: Double
    var single: Float
    var flag: Bool
    var maybe: String?
    var children: [SampleRecord]
    var table: [String: Int]
    var byNumber: [Int: String]
    var shape: SampleShape?
    var date: Date?
    var url: URL?
    var data: Data?
    var decimal: Decimal?
    var manual: SampleManual?
}

/// An enum with associated values: synthesized `Codable` nests a keyed container per case.
indirect enum SampleShape: Codable, Equatable {
    case dot
    case line(Int)
    case box(width: Double, height: Double)
    case named(String, SampleShape?)
    case labels([String])
}

/// Encodes itself through every container API by hand.
struct SampleManual: Codable, Equatable {
    var pairs: [[Int]]
    var meta: [String: String]
    var base: Int
    var parent: String?
    var tail: [Bool?]

    enum Keys: String, CodingKey {
        case pairs, meta, count, tail
        case parent
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        var list = container.nestedUnkeyedContainer(forKey: .pairs)
        for pair in pairs {
            var inner = list.nestedUnkeyedContainer()
            for value in pair { try inner.encode(value) }
        }
        var meta = container.nestedContainer(keyedBy: AnyKey.self, forKey: .meta)
        for (key, value) in self.meta { try meta.encode(value, forKey: AnyKey(key)) }
        try base.encode(to: container.superEncoder())
        try parent.encode(to: container.superEncoder(forKey: .parent))
        var tail = container.nestedUnkeyedContainer(forKey: .tail)
        for value in self.tail {
            if let value {
                var element = tail.nestedContainer(keyedBy: Keys.self)
                try element.encode(value, forKey: .count)
            } else {
                try tail.encodeNil()
            }
        }
        var more = tail.superEncoder().singleValueContainer()
        try more.encode(pairs.count)
    }

    init(pairs: [[Int]], meta: [String: String], base: Int, parent: String?, tail: [Bool?]) {
        self.pairs = pairs
        self.meta = meta
        self.base = base
        self.parent = parent
        self.tail = tail
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        var list = try container.nestedUnkeyedContainer(forKey: .pairs)
        pairs = []
        while !list.isAtEnd {
            var inner = try list.nestedUnkeyedContainer()
            var pair: [Int] = []
            while !inner.isAtEnd { pair.append(try inner.decode(Int.self)) }
            pairs.append(pair)
        }
        let meta = try container.nestedContainer(keyedBy: AnyKey.self, forKey: .meta)
        self.meta = [:]
        for key in meta.allKeys { self.meta[key.stringValue] = try meta.decode(String.self, forKey: key) }
        base = try Int(from: container.superDecoder())
        parent = try String?(from: container.superDecoder(forKey: .parent))
        var tail = try container.nestedUnkeyedContainer(forKey: .tail)
        self.tail = []
        while tail.count.map({ tail.currentIndex < $0 - 1 }) ?? false {
            if try tail.decodeNil() {
                self.tail.append(nil)
            } else {
                let element = try tail.nestedContainer(keyedBy: Keys.self)
                self.tail.append(try element.decode(Bool.self, forKey: .count))
            }
        }
        _ = try Int(from: tail.superDecoder())
    }
}

/// Any string as a coding key.
struct AnyKey: CodingKey, Hashable {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// A JSON value with members in order, a key given twice kept twice: encoding it checks how
/// duplicate and non-ASCII keys are merged and sorted; decoding it tries each type in turn, as
/// code reading JSON it does not know does.
indirect enum SampleJSON: Codable, Equatable {
    case null
    case bool(Bool)
    case signed(Int64)
    case unsigned(UInt64)
    case double(Double)
    case string(String)
    case array([SampleJSON])
    case object([Member])

    struct Member: Equatable {
        var key: String
        var value: SampleJSON
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value): try value.encode(to: encoder)
        case .signed(let value): try value.encode(to: encoder)
        case .unsigned(let value): try value.encode(to: encoder)
        case .double(let value): try value.encode(to: encoder)
        case .string(let value): try value.encode(to: encoder)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let members):
            var container = encoder.container(keyedBy: AnyKey.self)
            for member in members { try container.encode(member.value, forKey: AnyKey(member.key)) }
        }
    }

    init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: AnyKey.self) {
            // Foundation lists keys in its dictionary's order: sort them to compare.
            let keys = container.allKeys.sorted { $0.stringValue.utf8.lexicographicallyPrecedes($1.stringValue.utf8) }
            self = .object(try keys.map { Member(key: $0.stringValue, value: try container.decode(SampleJSON.self, forKey: $0)) })
        } else if var container = try? decoder.unkeyedContainer() {
            var elements: [SampleJSON] = []
            while !container.isAtEnd { elements.append(try container.decode(SampleJSON.self)) }
            self = .array(elements)
        } else {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Int64.self) {
                self = .signed(value)
            } else if let value = try? container.decode(UInt64.self) {
                self = .unsigned(value)
            } else if let value = try? container.decode(Double.self) {
                self = .double(value)
            } else {
                self = .string(try container.decode(String.self))
            }
        }
    }
}

/// Draws the samples.
struct SampleDrawer {
    var random: SplitMix64

    mutating func chance(_ percent: Int) -> Bool { random.int(below: 100) < percent }

    mutating func pick<T>(_ choices: [T]) -> T { choices[random.int(below: choices.count)] }

    /// Characters that JSON escapes or that sort differently as bytes and as characters.
    static let pieces = [
        "a", "B", "z", "key", "0", " ", "\"", "\\", "/", "\n", "\r", "\t", "\u{08}", "\u{0C}", "\u{00}", "\u{1F}", "\u{7F}",
        "é", "e\u{301}", "\u{212A}", "K", "😀", "\u{2028}", "中文", "ß", "\u{FEFF}", "https://x.y/z?q=1",
    ]

    mutating func string(maxPieces: Int = 6) -> String {
        (0..<random.int(below: maxPieces + 1)).map { _ in pick(Self.pieces) }.joined()
    }

    mutating func double() -> Double {
        switch random.int(below: 4) {
        case 0:
            return pick([0, -0.0, 1, -1, 0.1, 0.5, 1e16, 1e-7, 123456789, 1e300, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
                         .leastNormalMagnitude, 0x1p53 + 2, 1.5, 100, 2e18, -2.5e-10])
        case 1: return Double(random.int(in: -1_000_000...1_000_000)) / pick([1, 10, 1000, 3])
        case 2: return Double(Int64(bitPattern: random.next()))
        default:
            let value = Double(bitPattern: random.next())
            return value.isFinite ? value : 1.25
        }
    }

    mutating func float() -> Float {
        chance(50) ? pick([0, -0.0, 1, 0.1, 3.4e38, .leastNonzeroMagnitude, 0x1p24 + 2, 0.3]) : Float(double())
    }

    mutating func int64() -> Int64 {
        chance(40) ? pick([0, 1, -1, .max, .min, 9_007_199_254_740_993, 1 << 53, -(1 << 62)]) : Int64(bitPattern: random.next()) >> random.int(below: 64)
    }

    mutating func record(depth: Int) -> SampleRecord {
        SampleRecord(
            text: string(),
            number: Int(int64()),
            small: Int8(truncatingIfNeeded: int64()),
            wide: chance(30) ? .max : random.next() >> random.int(below: 64),
            negative: Int32(truncatingIfNeeded: int64()),
            ratio: double(),
            single: float(),
            flag: chance(50),
            maybe: chance(50) ? string() : nil,
            children: depth > 0 && chance(40) ? (0..<random.int(below: 3)).map { _ in record(depth: depth - 1) } : [],
            table: Dictionary((0..<random.int(below: 4)).map { _ in (string(maxPieces: 3), Int(int64())) }) { first, _ in first },
            byNumber: Dictionary((0..<random.int(below: 3)).map { _ in (Int(int64() >> 40), string(maxPieces: 2)) }) { first, _ in first },
            shape: chance(60) ? shape(depth: 2) : nil,
            date: chance(30) ? Date(timeIntervalSinceReferenceDate: double() / 1e6) : nil,
            url: chance(30) ? URL(string: pick(["https://example.com/a/b?c=d#e", "file:///tmp/x%20y", "mail:a@b.c"])) : nil,
            data: chance(30) ? Data((0..<random.int(below: 9)).map { _ in UInt8(truncatingIfNeeded: random.next()) }) : nil,
            decimal: chance(30) ? Decimal(string: pick(["0.1", "-12.5", "1e20", "123456789012345678901234567890", "0"])) : nil,
            manual: chance(40) ? manual() : nil)
    }

    mutating func shape(depth: Int) -> SampleShape {
        switch random.int(below: depth > 0 ? 5 : 4) {
        case 0: .dot
        case 1: .line(Int(int64()))
        case 2: .box(width: double(), height: double())
        case 3: .labels((0..<random.int(below: 3)).map { _ in string(maxPieces: 2) })
        default: .named(string(maxPieces: 2), chance(50) ? shape(depth: depth - 1) : nil)
        }
    }

    mutating func manual() -> SampleManual {
        SampleManual(
            pairs: (0..<random.int(below: 3)).map { _ in (0..<random.int(below: 3)).map { _ in Int(int64() >> 20) } },
            meta: Dictionary((0..<random.int(below: 3)).map { _ in (string(maxPieces: 2), string(maxPieces: 2)) }) { first, _ in first },
            base: Int(int64()),
            parent: chance(50) ? string(maxPieces: 2) : nil,
            tail: (0..<random.int(below: 4)).map { _ in chance(30) ? nil : chance(50) })
    }

    mutating func json(depth: Int) -> SampleJSON {
        switch random.int(below: depth > 0 ? 8 : 6) {
        case 0: return .null
        case 1: return .bool(chance(50))
        case 2: return .signed(int64())
        case 3: return .unsigned(chance(50) ? .max : random.next())
        case 4: return .double(double())
        case 5: return .string(string())
        case 6: return .array((0..<random.int(below: 4)).map { _ in json(depth: depth - 1) })
        default:
            // Few distinct keys, so that some repeat.
            return .object((0..<random.int(below: 5)).map { _ in
                SampleJSON.Member(key: pick(["a", "b", "é", "e\u{301}", "K", "\u{212A}", "\"q\"", "a\u{0}", "z/", ""]), value: json(depth: depth - 1))
            })
        }
    }
}
