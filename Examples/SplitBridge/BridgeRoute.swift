import Foundation
import SplitNavigation

/// A route of the bridge: any JSON value, so that recordings of apps whose routes are enums or
/// structs (the testing kit's JSON lines, say) replay in `splitnav`.
///
/// A session takes only strings unless its `start` line says `"routes":"json"` (see
/// ``BridgeRouteKind``); a string route is written back as the same JSON string, and its
/// description is the plain string, so string sessions read and answer exactly as before.
public enum BridgeRoute: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    case string(String)
    case integer(Int)
    case number(Double)
    case boolean(Bool)
    case null
    case array([BridgeRoute])
    case object([String: BridgeRoute])

    /// A string route.
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    /// A string route's text; any other route as compact JSON with sorted keys.
    public var description: String {
        switch self {
        case .string(let text): return text
        default:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
        }
    }
}

extension BridgeRoute: Codable {
    /// Reads a string, or, when the decoder's ``BridgeRouteKind/userInfoKey`` says `json`, any
    /// JSON value. Whole numbers are read as integers, other numbers as doubles.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard decoder.userInfo[BridgeRouteKind.userInfoKey] as? BridgeRouteKind == .json else {
            // The same call, and so the same errors, as when routes were plain strings.
            self = .string(try container.decode(String.self))
            return
        }
        if container.decodeNil() {
            self = .null
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let flag = try? container.decode(Bool.self) {
            self = .boolean(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .integer(number)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let array = try? container.decode([BridgeRoute].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: BridgeRoute].self))
        }
    }

    /// Writes the JSON value the route was read from.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .integer(let number): try container.encode(number)
        case .number(let number): try container.encode(number)
        case .boolean(let flag): try container.encode(flag)
        case .null: try container.encodeNil()
        case .array(let array): try container.encode(array)
        case .object(let object): try container.encode(object)
        }
    }
}

extension BridgeRoute: LinkRoute {
    /// A string route is its own segment; any other route, its JSON text (percent-encoded in a
    /// link like any segment).
    public var linkSegment: String { description }

    /// A segment reads back as a string route: a link names routes by text, as a string
    /// session's routes are. (A session of JSON routes then reads each one again with
    /// ``init(jsonSegment:)``.)
    public init?(linkSegment: String, column: Column) {
        self = .string(linkSegment)
    }

    /// The deepest a route read from a link may nest (arrays and objects in one another): deep
    /// enough for any route an app names, shallow enough that the events a `reach` answers with
    /// carry it within a line's 32 levels.
    static let maximumLinkNesting = 16

    /// How many arrays and objects deep the route nests: 0 for a string, number, boolean or null.
    var nesting: Int {
        switch self {
        case .array(let elements): 1 + elements.reduce(0) { max($0, $1.nesting) }
        case .object(let members): 1 + members.values.reduce(0) { max($0, $1.nesting) }
        default: 0
        }
    }

    /// A link segment of a session of JSON routes, already percent-decoded: the JSON value it
    /// is, when it is JSON text (`42`, `true`, `null`, `{"mailbox":"Inbox"}`, `"42"` — a quoted
    /// string), and otherwise the string itself (`Inbox`, `Message 42`), so that links of plain
    /// names read as they do in a string session. A route that is not a string reads back from
    /// its `linkSegment`; a string that is JSON text needs quotes to stay a string.
    init(jsonSegment route: BridgeRoute) {
        guard case .string(let text) = route else {
            self = route
            return
        }
        let decoder = JSONDecoder()
        decoder.userInfo[BridgeRouteKind.userInfoKey] = BridgeRouteKind.json
        self = (try? decoder.decode(BridgeRoute.self, from: Data(text.utf8))) ?? route
    }
}
