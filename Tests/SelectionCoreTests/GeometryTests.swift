import SelectionCore
import Testing

@Suite struct GeometryTests {
    @Test func intersectionOfDisjointRectsIsEmpty() {
        let a = Rect(x: 0, y: 0, width: 4, height: 2)
        let b = Rect(x: 10, y: 10, width: 4, height: 2)
        #expect(a.intersection(b).isEmpty)
        #expect(a.intersection(Rect(x: 2, y: 1, width: 10, height: 10)) == Rect(x: 2, y: 1, width: 2, height: 1))
    }

    @Test func containsIsHalfOpen() {
        let r = Rect(x: 1, y: 1, width: 2, height: 2)
        #expect(r.contains(Point(x: 1, y: 1)))
        #expect(r.contains(Point(x: 2, y: 2)))
        #expect(!r.contains(Point(x: 3, y: 2)))
        #expect(!r.contains(Point(x: 0, y: 1)))
    }
}
