print("quranflow: not built yet")
