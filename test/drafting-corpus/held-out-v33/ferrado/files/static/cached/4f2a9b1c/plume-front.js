/* plume-front wasm loader */
