int cmhd_shim_placeholder(void) { return 0; }
