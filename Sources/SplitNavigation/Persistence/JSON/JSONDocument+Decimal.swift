#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension JSONDocument {
    /// An integer past 2^53 the way `JSONDecoder` reads one: as a `Decimal`, whose mantissa must
    /// fit in 64 bits, scaled by its exponent with any fraction cut off
    /// (`9007199254740993.5` is 9007199254740993).
    static func integerThroughDecimal<T: FixedWidthInteger>(_ text: UnsafeBufferPointer<UInt8>) -> T? {
        guard let decimal = Decimal(string: String(decoding: text, as: UTF8.self)), !decimal.isNaN,
              var magnitude = UInt64(decimal.significand.description.drop { $0 == "-" }) else {
            return nil
        }
        for _ in 0..<decimal.exponent.magnitude {
            if decimal.exponent < 0 {
                magnitude /= 10
            } else {
                let (scaled, overflow) = magnitude.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                magnitude = scaled
            }
        }
        guard decimal.sign == .minus else { return T(exactly: magnitude) }
        guard T.isSigned, let negated = T(exactly: magnitude) else { return nil }
        return 0 - negated
    }
}
