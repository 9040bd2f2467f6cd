#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if !SPLITNAV_FUZZ
import SplitNavigation
#endif

extension FuzzCheck {
    /// Target "presentations": the first line as a presentation's JSON form, each later line as
    /// a list of changes applied in turn to the presentation so far. A decoded presentation or
    /// list round trips and describes itself without trapping; applying either throws
    /// `changesDoNotApply` and leaves the presentation as it was, or gives a presentation that
    /// the diff (`changes(to:)`) of the two reproduces.
    @Sendable
    static func presentations(_ data: Data) -> String? {
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard let first = lines.first, var presentation = try? JSONDecoder().decode(Presentation<String>.self, from: Data(first)) else {
            return nil
        }
        if let broken = roundTrip(presentation) { return broken }
        for line in lines.dropFirst() {
            let changes: [NavigationChange<String>]
            do {
                changes = try JSONDecoder().decode([NavigationChange<String>].self, from: Data(line))
            } catch {
                if let broken = typedDecodingError(error) { return broken }
                continue
            }
            if let broken = roundTrip(changes) { return broken }
            guard changes.allSatisfy({ !$0.description.isEmpty }) else { return "a change describes itself as nothing" }
            let result: Presentation<String>
            do throws(NavigationError) {
                result = try presentation.applying(changes)
            } catch {
                guard error.code == .changesDoNotApply, !error.message.isEmpty else {
                    return "applying threw \(error), not changesDoNotApply"
                }
                continue
            }
            do throws(NavigationError) {
                guard try presentation.applying(presentation.changes(to: result)) == result else {
                    return "the diff of a presentation and what changes made of it does not reproduce the result"
                }
            } catch {
                return "the diff of a presentation and what changes made of it does not apply: \(error)"
            }
            presentation = result
        }
        return nil
    }

    /// Decoding errors are the decoder's own for malformed JSON, or the library's typed ones.
    private static func typedDecodingError(_ error: any Error) -> String? {
        switch error {
        case is DecodingError: nil
        case let error as NavigationError: error.message.isEmpty ? "an error without a message: \(error.code)" : nil
        case let error as AccordionError: error.message.isEmpty ? "an error without a message: \(error.code)" : nil
        default: "decoding changes threw \(error), which is not a typed error"
        }
    }

    private static func roundTrip<Value: Codable & Equatable>(_ value: Value) -> String? {
        do {
            let again = try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
            return again == value ? nil : "a decoded \(Value.self) changes in a JSON round trip"
        } catch {
            return "a decoded \(Value.self) fails a JSON round trip: \(error)"
        }
    }
}
