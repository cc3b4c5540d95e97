import SelectionTesting

/// The renderer tests' strict terminal is the test kit's emulator.
typealias RendererTestTerminal = VirtualScreen
