// Reading numbers as `JSONDecoder` reads them. The scanner took any run of digits, signs, points
// and exponents; reading first checks the JSON shape (no leading zero, digits at both ends, a
// digit before the exponent), then converts:
//
// - an integer type takes plain digits directly; otherwise the number goes through `Double`
//   and must be a whole number in range (`1.0`, `1e2` and `-0.0` are fine, `1.5` is not); past
//   2^53, where doubles skip integers, through `Decimal`, which truncates (`JSONDocument+Decimal`);
// - a floating-point type takes the correctly rounded value, and a number too large for it, or
//   too small to be anything but zero (`1e-400`), is an error.

extension JSONDocument {
    /// A number node (the caller has checked that it is one) as an integer of type `T`.
    func integer<T: FixedWidthInteger>(at node: Int, as type: T.Type) throws(JSONSyntaxError) -> T {
        let value = nodes[node]
        return try bytes.withUnsafeBufferPointer { bytes throws(JSONSyntaxError) in
            let text = UnsafeBufferPointer(rebasing: bytes[value.start..<value.start + value.count])
            try Self.checkShape(text, hasExponent: value.kind == .exponentNumber)
            if let integer: T = Self.plainInteger(text) {
                return integer
            }
            if let double = Double(String(decoding: text, as: UTF8.self)) {
                guard let integer = T(exactly: double) else { throw Self.unrepresentable(text, as: T.self) }
                // Below 2^53 a double is exactly the integer the text names.
                if double.magnitude < 0x1p53 {
                    return integer
                }
                guard let integer: T = Self.integerThroughDecimal(text) else { throw Self.unrepresentable(text, as: T.self) }
                return integer
            }
            throw Self.unrepresentable(text, as: T.self)
        }
    }

    /// A number node as a `Double` or `Float`.
    func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(at node: Int, as type: T.Type) throws(JSONSyntaxError) -> T {
        let value = nodes[node]
        return try bytes.withUnsafeBufferPointer { bytes throws(JSONSyntaxError) in
            let text = UnsafeBufferPointer(rebasing: bytes[value.start..<value.start + value.count])
            try Self.checkShape(text, hasExponent: value.kind == .exponentNumber)
            guard let number = T(String(decoding: text, as: UTF8.self)), number.isFinite,
                  number != 0 || Self.isZero(text) else {
                throw Self.unrepresentable(text, as: T.self)
            }
            return number
        }
    }

    /// The text of a number node after checking its shape, for `Decimal`.
    func numberText(at node: Int) throws(JSONSyntaxError) -> String {
        let value = nodes[node]
        return try bytes.withUnsafeBufferPointer { bytes throws(JSONSyntaxError) in
            let text = UnsafeBufferPointer(rebasing: bytes[value.start..<value.start + value.count])
            try Self.checkShape(text, hasExponent: value.kind == .exponentNumber)
            return String(decoding: text, as: UTF8.self)
        }
    }

    private static func unrepresentable<T>(_ text: UnsafeBufferPointer<UInt8>, as type: T.Type) -> JSONSyntaxError {
        JSONSyntaxError(description: "\(String(decoding: text, as: UTF8.self)) is not a \(T.self)")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Checks what `JSONDecoder` checks before converting a number.
    private static func checkShape(_ text: UnsafeBufferPointer<UInt8>, hasExponent: Bool) throws(JSONSyntaxError) {
        func malformed() -> JSONSyntaxError {
            JSONSyntaxError(description: "\(String(decoding: text, as: UTF8.self)) is not a number")
        }
        var firstDigit = 0
        if text[0] == UInt8(ascii: "-") {
            guard text.count > 1, isDigit(text[1]) else { throw malformed() }
            firstDigit = 1
        }
        if text[firstDigit] == UInt8(ascii: "0"), firstDigit + 1 < text.count {
            // Only a point or an exponent may follow a leading zero.
            switch text[firstDigit + 1] {
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): break
            default: throw malformed()
            }
        }
        if hasExponent, let exponent = text[(firstDigit + 1)...].firstIndex(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            guard isDigit(text[exponent - 1]) else { throw malformed() }
        }
        guard let last = text.last, isDigit(last) else { throw malformed() }
    }

    /// Digits with an optional minus sign, in range; `nil` for anything else.
    private static func plainInteger<T: FixedWidthInteger>(_ text: UnsafeBufferPointer<UInt8>) -> T? {
        let negative = text[0] == UInt8(ascii: "-")
        var result: T = 0
        for byte in text[(negative ? 1 : 0)...] {
            guard isDigit(byte) else { return nil }
            let digit = T(truncatingIfNeeded: byte - UInt8(ascii: "0"))
            let (shifted, overflowedShift) = result.multipliedReportingOverflow(by: 10)
            let (next, overflowedAdd) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflowedShift, !overflowedAdd else { return nil }
            result = next
        }
        return result
    }

    /// Whether a number that converted to zero is written as zero: otherwise it was too small
    /// for the type. This is `JSONDecoder`'s test, quirk included: it looks for a digit other
    /// than 0 before the exponent four bytes at a time from the front, but at the last one to
    /// three bytes from the back, so that it takes `0e5` and `0.00e5` for too small.
    private static func isZero(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        func verdict(_ byte: UInt8) -> Bool? {
            if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") { return false }
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { return true }
            return nil
        }
        let whole = text.count - text.count % 4
        for byte in text[..<whole] {
            if let verdict = verdict(byte) { return verdict }
        }
        for byte in text[whole...].reversed() {
            if let verdict = verdict(byte) { return verdict }
        }
        return true
    }
}
