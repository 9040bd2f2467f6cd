/// An enum the canonical reader reads by matching the bytes in the JSON against its cases'
/// spellings, kept once per type: no `String` is made of the text and no raw value is built per
/// case, as `init(rawValue:)` or a walk of `allCases` would (a few hundred instructions a read,
/// a dozen reads a state).
///
/// The match is exact only for raw values that JSON writes as they are: printable ASCII
/// without `"` or `\`. A case spelled otherwise is left out of the spellings, so that text
/// naming it goes to the general decoder.
protocol CanonicalJSONCase: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// Every case with its raw value's UTF-8 bytes: `CanonicalJSONCaseSpellings(of: Self.self)`,
    /// kept in a `static let`.
    static var canonicalSpellings: CanonicalJSONCaseSpellings<Self> { get }
}

/// The spellings of an enum's cases, as ``CanonicalJSONReader/enumCase(_:)`` matches them.
struct CanonicalJSONCaseSpellings<Case: RawRepresentable & CaseIterable & Sendable>: Sendable where Case.RawValue == String {
    private let entries: [(bytes: [UInt8], value: Case)]

    /// The spellings of `type`'s cases whose raw values need no escape (see
    /// ``CanonicalJSONCase``).
    init(of type: Case.Type) {
        entries = type.allCases.compactMap { value in
            let bytes = Array(value.rawValue.utf8)
            let plain = bytes.allSatisfy { $0 >= 0x20 && $0 < 0x80 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
            return plain ? (bytes, value) : nil
        }
    }

    /// The case spelled exactly `text`, if any.
    func value(spelled text: UnsafeRawBufferPointer) -> Case? {
        for entry in entries where entry.bytes.count == text.count {
            if entry.bytes.withUnsafeBytes({ JSONBytesKey.sameBytes($0, text) }) { return entry.value }
        }
        return nil
    }
}

extension Column: CanonicalJSONCase {
    static let canonicalSpellings = CanonicalJSONCaseSpellings(of: Column.self)
}

extension Width: CanonicalJSONCase {
    static let canonicalSpellings = CanonicalJSONCaseSpellings(of: Width.self)
}

extension Layout: CanonicalJSONCase {
    static let canonicalSpellings = CanonicalJSONCaseSpellings(of: Layout.self)
}

extension ColumnVisibility: CanonicalJSONCase {
    static let canonicalSpellings = CanonicalJSONCaseSpellings(of: ColumnVisibility.self)
}

extension CollapsePolicy: CanonicalJSONCase {
    static let canonicalSpellings = CanonicalJSONCaseSpellings(of: CollapsePolicy.self)
}

extension MediumWidthPolicy: CanonicalJSONCase {
    static let canonicalSpellings = CanonicalJSONCaseSpellings(of: MediumWidthPolicy.self)
}

extension ModalStyle: CanonicalJSONCase {
    static let canonicalSpellings = CanonicalJSONCaseSpellings(of: ModalStyle.self)
}

extension AccordionPaging: CanonicalJSONCase {
    static let canonicalSpellings = CanonicalJSONCaseSpellings(of: AccordionPaging.self)
}
