/// The keys the JSON coders put in coding paths themselves: an array position
/// (`"Index 3"`, 3), and `"super"` for `superEncoder()` and `superDecoder()`, as `JSONEncoder`
/// and `JSONDecoder` name them.
enum JSONCodingKey: CodingKey {
    case string(String)
    case integer(Int)
    /// A position in an array; its name is made only when asked for, which is seldom.
    case index(Int)

    static let `super` = JSONCodingKey.string("super")

    init(stringValue: String) {
        self = .string(stringValue)
    }

    init(intValue: Int) {
        self = .integer(intValue)
    }

    var stringValue: String {
        switch self {
        case .string(let name): name
        case .integer(let value): "\(value)"
        case .index(let position): "Index \(position)"
        }
    }

    var intValue: Int? {
        switch self {
        case .string: nil
        case .integer(let value), .index(let value): value
        }
    }
}
