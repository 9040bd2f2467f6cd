/// A first-in, first-out queue with O(1) amortised append and removal, for subscriber buffers.
///
/// Taken slots are cleared at once, so a buffered transition's memory is freed when the
/// subscriber takes it, not when the storage is next compacted.
struct FIFO<Element> {
    private var slots: [Element?] = []
    private var head = 0

    var count: Int { slots.count - head }
    var isEmpty: Bool { head == slots.count }

    mutating func append(_ element: Element) {
        slots.append(element)
    }

    mutating func popFirst() -> Element? {
        guard head < slots.count else { return nil }
        let element = slots[head]
        slots[head] = nil
        head += 1
        if head == slots.count {
            slots.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 64, head * 2 >= slots.count {
            // Compacting when half the storage is taken slots keeps removal O(1) amortised.
            slots.removeFirst(head)
            head = 0
        }
        return element
    }

    mutating func removeAll() {
        slots.removeAll()
        head = 0
    }
}

extension FIFO: Sendable where Element: Sendable {}
