print("jamaal: not built yet")
