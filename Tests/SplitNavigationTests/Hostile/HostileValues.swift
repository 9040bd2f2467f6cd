import Foundation
import SplitNavigation
import Testing

/// Values no real operation produces but any caller, or any decoded document, can hand the
/// library: the hostile-value suites feed them to every public initializer and decoder.
enum Hostile {
    /// The integers at and next to the edges of `Int`, and the first negative one.
    static let integers = [Int.min, Int.min + 1, -1, Int.max - 1, Int.max]

    /// Ranges whose length overflows, that start below 0, or that are empty.
    static let ranges: [Range<Int>] = [Int.min..<Int.max, Int.min..<0, -1..<1, 0..<Int.max, Int.max..<Int.max, 5..<5]

    /// `value` as a JSON number: Swift prints `Int.min` and `Int.max` exactly.
    static func json(_ value: Int) -> String { "\(value)" }
}

/// A plain child with route `R<id>`, built directly (as a saved state or a presentation holds
/// it), so that its id can be anything.
func child(_ id: Int, _ column: Column = .primary) -> Child<String> {
    Child(id: ChildID(id), route: "R\(id)", preferredColumn: column)
}

/// Runs `body`, which must throw an ``AccordionError`` with `code` whose message names `field`;
/// returns the error.
@discardableResult
func expectAccordionError(
    _ code: AccordionError.Code, naming field: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) -> AccordionError? {
    do {
        try body()
        Issue.record("expected \(code), nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as AccordionError {
        #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
        if let field {
            #expect(error.message.contains(field), "\(error.message) does not name \(field)", sourceLocation: sourceLocation)
        }
        return error
    } catch {
        Issue.record("expected an AccordionError \(code), got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

/// Runs `body`, which must throw a ``NavigationError`` with `code` whose message names `field`;
/// returns the error.
@discardableResult
func expectNavigationError(
    _ code: NavigationError.Code, naming field: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) -> NavigationError? {
    do {
        try body()
        Issue.record("expected \(code), nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as NavigationError {
        #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
        if let field {
            #expect(error.message.contains(field), "\(error.message) does not name \(field)", sourceLocation: sourceLocation)
        }
        return error
    } catch {
        Issue.record("expected a NavigationError \(code), got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

/// Performs a mutation that must be rejected with `code`, and checks that the accordion is
/// exactly as it was.
func expectRejected(
    _ accordion: inout Accordion<String>, _ code: AccordionError.Code,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (inout Accordion<String>) throws -> Void
) {
    let before = accordion
    expectAccordionError(code, sourceLocation: sourceLocation) { try body(&accordion) }
    #expect(accordion == before, "a rejected operation changed the accordion", sourceLocation: sourceLocation)
}

extension NavigationError.Code {
    /// The navigator's code for an accordion's: accordion errors keep their codes.
    static func accordion(_ code: AccordionError.Code) -> NavigationError.Code {
        NavigationError.Code(rawValue: code.rawValue)
    }
}

/// Decodes `json` with a plain `JSONDecoder`, as an app reading the form would.
func decode<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
    try JSONDecoder().decode(type, from: Data(json.utf8))
}
