#pragma once
/* Placeholder: the shim that calls the variadic MHD_start_daemon is being built. */
int cmhd_shim_placeholder(void);
