import InjectKit
import Testing

/// What read sections rely on, checked in debug builds: they never nest (a nested section would
/// close the outer one for writers while it still reads), and a writer never waits inside one (it
/// would wait for itself).
@Suite struct ReadSectionMisuseTests {
  #if DEBUG
    @Test func aSectionOpenedInsideAnotherStopsTheProcess() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        ReadSectionMisuse.nest()
      }
      let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(stderr.contains("a read section opened inside another"))
    }

    @Test func aWriterWaitingInsideASectionStopsTheProcess() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        ReadSectionMisuse.waitInside()
      }
      let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(stderr.contains("a writer waits for readers inside a read section"))
    }
  #endif
}
