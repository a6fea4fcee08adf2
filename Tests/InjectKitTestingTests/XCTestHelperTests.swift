#if canImport(XCTest)
  import InjectKit
  import InjectKitTesting
  import XCTest

  /// Every test method runs against its own container, set up once in `invokeTest()`.
  final class XCTestHelperTests: XCTestCase {
    override func invokeTest() {
      withTestDependencies { deps in
        deps.add(Counter.self, scope: .singleton) { Counter() }
        ProbeComposer(value: 1).register()
      } operation: {
        super.invokeTest()
      }
    }

    override func setUp() {
      super.setUp()
      // setUp runs inside the binding too.
      XCTAssertEqual(Dependencies.root.resolve(Probe.self).value, 1)
    }

    // Each method writes the same key and first checks no other method's write is visible, and
    // bumps a singleton that a shared container would have bumped already.
    func testFirstWriter() { write(10) }
    func testSecondWriter() { write(20) }
    func testThirdWriter() { write(30) }

    func testAsyncMethodSeesTheContainer() async throws {
      try await Task.sleep(nanoseconds: 1_000_000)
      write(40)
      // The process-wide root, reached through a task without task-locals, stays untouched.
      let global = await Task.detached { Dependencies.root }.value
      XCTAssertFalse(global === Dependencies.root)
      XCTAssertFalse(global.isRegistered(Probe.self))
    }

    func testNestedAsyncHelperBuildsOnTheOuterContainer() async {
      let outer = Dependencies.root
      let seen = await withTestDependencies { deps in
        await Task.yield()
        deps.add { Probe(value: 50) }
      } operation: {
        XCTAssertTrue(Dependencies.root.parent === outer)
        return Dependencies.root.resolve(Probe.self).value
      }
      XCTAssertEqual(seen, 50)
      XCTAssertTrue(Dependencies.root === outer)
    }

    private func write(_ value: Int) {
      XCTAssertEqual(Dependencies.root.resolve(Counter.self).increment(), 1)
      XCTAssertFalse(Dependencies.root.isRegistered(Probe.self, name: "written"))
      Dependencies.root.add(name: "written") { Probe(value: value) }
      XCTAssertEqual(Dependencies.root.resolve(Probe.self, name: "written").value, value)
      XCTAssertEqual(ProbeReader().probe.value, 1)
    }
  }
#endif
