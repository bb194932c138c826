module {
  func.func @kina.u.cell(%x: tensor<2x3xf32> {bufferization.writable = false}, %h: tensor<2x4xf32> {bufferization.writable = false}, %w: tensor<3x4xf32> {bufferization.writable = false}, %u: tensor<4x4xf32> {bufferization.writable = false}) -> (tensor<2x4xf32>) attributes {llvm.emit_c_interface} {
    %_1 = arith.constant 0x00000000 : f32 loc("loop_rnn.kina":4:4)
    %_2 = bufferization.alloc_tensor() : tensor<2x4xf32> loc("loop_rnn.kina":4:4)
    %_3 = linalg.fill ins(%_1 : f32) outs(%_2 : tensor<2x4xf32>) -> tensor<2x4xf32> loc("loop_rnn.kina":4:4)
    %_4 = linalg.matmul {kina.tile = [2, 4, 1], kina.block = [0, 0, 0]} ins(%x, %w : tensor<2x3xf32>, tensor<3x4xf32>) outs(%_3 : tensor<2x4xf32>) -> tensor<2x4xf32> loc("loop_rnn.kina":4:4)
    %_5 = arith.constant 0x00000000 : f32 loc("loop_rnn.kina":4:12)
    %_6 = bufferization.alloc_tensor() : tensor<2x4xf32> loc("loop_rnn.kina":4:12)
    %_7 = linalg.fill ins(%_5 : f32) outs(%_6 : tensor<2x4xf32>) -> tensor<2x4xf32> loc("loop_rnn.kina":4:12)
    %_8 = linalg.matmul {kina.tile = [2, 4, 1], kina.block = [0, 0, 0]} ins(%h, %u : tensor<2x4xf32>, tensor<4x4xf32>) outs(%_7 : tensor<2x4xf32>) -> tensor<2x4xf32> loc("loop_rnn.kina":4:12)
    %_9 = tensor.empty() : tensor<2x4xf32> loc("loop_rnn.kina":4:4)
    %_14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_4, %_8 : tensor<2x4xf32>, tensor<2x4xf32>) outs(%_9 : tensor<2x4xf32>) {
      ^bb0(%_in10: f32, %_in11: f32, %_out12: f32):
        %_13 = arith.addf %_in10, %_in11 : f32
        linalg.yield %_13 : f32
      } -> tensor<2x4xf32> loc("loop_rnn.kina":4:4)
    %_15 = tensor.empty() : tensor<2x4xf32> loc("loop_rnn.kina":4:3)
    %_116 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_14 : tensor<2x4xf32>) outs(%_15 : tensor<2x4xf32>) {
      ^bb0(%_in16: f32, %_out17: f32):
        %_18 = math.absf %_in16 : f32
        %_19 = arith.mulf %_in16, %_in16 : f32
        %_20 = arith.constant 0xBBBAF0EA : f32
        %_21 = arith.mulf %_20, %_19 : f32
        %_22 = arith.constant 0x3CA9134E : f32
        %_23 = arith.addf %_21, %_22 : f32
        %_24 = arith.mulf %_23, %_19 : f32
        %_25 = arith.constant 0xBD5C1E2D : f32
        %_26 = arith.addf %_24, %_25 : f32
        %_27 = arith.mulf %_26, %_19 : f32
        %_28 = arith.constant 0x3E088393 : f32
        %_29 = arith.addf %_27, %_28 : f32
        %_30 = arith.mulf %_29, %_19 : f32
        %_31 = arith.constant 0xBEAAAA99 : f32
        %_32 = arith.addf %_30, %_31 : f32
        %_33 = arith.mulf %_32, %_19 : f32
        %_34 = arith.mulf %_33, %_in16 : f32
        %_35 = arith.addf %_34, %_in16 : f32
        %_36 = arith.addf %_18, %_18 : f32
        %_37 = arith.constant 0x42B20000 : f32
        %_38 = arith.minimumf %_36, %_37 : f32
        %_39 = arith.constant 0xC2D00000 : f32
        %_40 = arith.maximumf %_38, %_39 : f32
        %_41 = arith.constant 0x3FB8AA3B : f32
        %_42 = arith.mulf %_40, %_41 : f32
        %_43 = arith.constant 0x3F000000 : f32
        %_44 = arith.addf %_42, %_43 : f32
        %_45 = math.floor %_44 : f32
        %_46 = arith.constant 0x3F318000 : f32
        %_47 = arith.mulf %_45, %_46 : f32
        %_48 = arith.subf %_40, %_47 : f32
        %_49 = arith.constant 0xB95E8083 : f32
        %_50 = arith.mulf %_45, %_49 : f32
        %_51 = arith.subf %_48, %_50 : f32
        %_52 = arith.constant 0x39506967 : f32
        %_53 = arith.mulf %_52, %_51 : f32
        %_54 = arith.constant 0x3AB743CE : f32
        %_55 = arith.addf %_53, %_54 : f32
        %_56 = arith.mulf %_55, %_51 : f32
        %_57 = arith.constant 0x3C088908 : f32
        %_58 = arith.addf %_56, %_57 : f32
        %_59 = arith.mulf %_58, %_51 : f32
        %_60 = arith.constant 0x3D2AA9C1 : f32
        %_61 = arith.addf %_59, %_60 : f32
        %_62 = arith.mulf %_61, %_51 : f32
        %_63 = arith.constant 0x3E2AAAAA : f32
        %_64 = arith.addf %_62, %_63 : f32
        %_65 = arith.mulf %_64, %_51 : f32
        %_66 = arith.constant 0x3F000000 : f32
        %_67 = arith.addf %_65, %_66 : f32
        %_68 = arith.mulf %_51, %_51 : f32
        %_69 = arith.mulf %_67, %_68 : f32
        %_70 = arith.addf %_69, %_51 : f32
        %_71 = arith.constant 0x3F800000 : f32
        %_72 = arith.addf %_70, %_71 : f32
        %_73 = arith.fptosi %_45 : f32 to i32
        %_74 = arith.constant 1 : i32
        %_75 = arith.constant 127 : i32
        %_76 = arith.constant 23 : i32
        %_77 = arith.constant -125 : i32
        %_78 = arith.cmpi slt, %_73, %_77 : i32
        %_79 = arith.constant 0 : i32
        %_80 = arith.select %_78, %_79, %_73 : i32
        %_81 = arith.shrsi %_80, %_74 : i32
        %_82 = arith.subi %_80, %_81 : i32
        %_83 = arith.addi %_81, %_75 : i32
        %_84 = arith.shli %_83, %_76 : i32
        %_85 = arith.bitcast %_84 : i32 to f32
        %_86 = arith.mulf %_72, %_85 : f32
        %_87 = arith.addi %_82, %_75 : i32
        %_88 = arith.shli %_87, %_76 : i32
        %_89 = arith.bitcast %_88 : i32 to f32
        %_90 = arith.mulf %_86, %_89 : f32
        %_91 = arith.constant 149 : i32
        %_92 = arith.addi %_73, %_91 : i32
        %_93 = arith.select %_78, %_92, %_79 : i32
        %_94 = arith.addi %_93, %_75 : i32
        %_95 = arith.shli %_94, %_76 : i32
        %_96 = arith.bitcast %_95 : i32 to f32
        %_97 = arith.mulf %_72, %_96 : f32
        %_98 = math.roundeven %_97 : f32
        %_99 = arith.fptosi %_98 : f32 to i32
        %_100 = arith.bitcast %_99 : i32 to f32
        %_101 = arith.select %_78, %_100, %_90 : f32
        %_102 = arith.cmpf uno, %_36, %_36 : f32
        %_103 = arith.select %_102, %_36, %_101 : f32
        %_104 = arith.constant 0x3F800000 : f32
        %_105 = arith.constant 0x40000000 : f32
        %_106 = arith.constant 0x3F800000 : f32
        %_107 = arith.addf %_103, %_106 : f32
        %_108 = arith.divf %_105, %_107 : f32
        %_109 = arith.subf %_104, %_108 : f32
        %_110 = arith.constant 0x3F200000 : f32
        %_111 = arith.cmpf olt, %_18, %_110 : f32
        %_112 = arith.select %_111, %_35, %_109 : f32
        %_113 = math.copysign %_112, %_in16 : f32
        %_114 = arith.cmpf uno, %_in16, %_in16 : f32
        %_115 = arith.select %_114, %_in16, %_113 : f32
        linalg.yield %_115 : f32
      } -> tensor<2x4xf32> loc("loop_rnn.kina":4:3)
    func.return %_116 : tensor<2x4xf32> loc("loop_rnn.kina":3:1)
  } loc("loop_rnn.kina":3:1)
  func.func @kina.u.main(%xs: tensor<5x2x3xf32> {bufferization.writable = false}, %h0: tensor<2x4xf32> {bufferization.writable = false}, %w: tensor<3x4xf32> {bufferization.writable = false}, %u: tensor<4x4xf32> {bufferization.writable = false}, %ids0: tensor<5xi64> {bufferization.writable = false}) -> (tensor<2x4xf32>, tensor<5xi64>, tensor<5x2x4xf32>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<5x2x4xf32> loc("loop_rnn.kina":8:22)
    %_2 = arith.constant 0 : index loc("loop_rnn.kina":8:22)
    %_3 = arith.constant 1 : index loc("loop_rnn.kina":8:22)
    %_4 = arith.constant 5 : index loc("loop_rnn.kina":8:22)
    %_loop86:3 = scf.for %_i5 = %_2 to %_4 step %_3 iter_args(%_iter6 = %h0, %_iter7 = %ids0, %_iter8 = %_1) -> (tensor<2x4xf32>, tensor<5xi64>, tensor<5x2x4xf32>) {
      %_9 = arith.index_cast %_i5 : index to i64 loc("loop_rnn.kina":8:22)
      %_10 = tensor.from_elements %_9 : tensor<i64> loc("loop_rnn.kina":8:22)
      %_11 = tensor.extract %_10[] : tensor<i64> loc("loop_rnn.kina":9:19)
      %_12 = arith.index_cast %_11 : i64 to index loc("loop_rnn.kina":9:19)
      %_13 = arith.constant 0 : index loc("loop_rnn.kina":9:19)
      %_14 = arith.constant 4 : index loc("loop_rnn.kina":9:19)
      %_15 = arith.maxsi %_12, %_13 : index loc("loop_rnn.kina":9:19)
      %_16 = arith.minsi %_15, %_14 : index loc("loop_rnn.kina":9:19)
      %_17 = tensor.extract_slice %xs[%_16, 0, 0] [1, 2, 3] [1, 1, 1] : tensor<5x2x3xf32> to tensor<2x3xf32> loc("loop_rnn.kina":9:19)
      %_call18 = func.call @kina.u.cell(%_17, %_iter6, %w, %u) : (tensor<2x3xf32>, tensor<2x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>) -> (tensor<2x4xf32>) loc("loop_rnn.kina":9:14)
      %_19 = arith.constant dense<0> : tensor<i64> loc("loop_rnn.kina":10:22)
      %_20 = tensor.empty() : tensor<i1> loc("loop_rnn.kina":10:17)
      %_25 = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%_10, %_19 : tensor<i64>, tensor<i64>) outs(%_20 : tensor<i1>) {
        ^bb0(%_in21: i64, %_in22: i64, %_out23: i1):
          %_24 = arith.cmpi eq, %_in21, %_in22 : i64
          linalg.yield %_24 : i1
        } -> tensor<i1> loc("loop_rnn.kina":10:17)
      %_26 = tensor.extract %_25[] : tensor<i1> loc("loop_rnn.kina":10:14)
      %_if47 = scf.if %_26 -> (tensor<2x4xf32>) {
        scf.yield %_call18 : tensor<2x4xf32> loc("loop_rnn.kina":10:14)
      } else {
        %_27 = arith.constant dense<0x3F000000> : tensor<2x4xf32> loc("loop_rnn.kina":10:43)
        %_28 = tensor.empty() : tensor<2x4xf32> loc("loop_rnn.kina":10:38)
        %_33 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_call18, %_27 : tensor<2x4xf32>, tensor<2x4xf32>) outs(%_28 : tensor<2x4xf32>) {
          ^bb0(%_in29: f32, %_in30: f32, %_out31: f32):
            %_32 = arith.mulf %_in29, %_in30 : f32
            linalg.yield %_32 : f32
          } -> tensor<2x4xf32> loc("loop_rnn.kina":10:38)
        %_34 = arith.constant dense<0x3F000000> : tensor<2x4xf32> loc("loop_rnn.kina":10:53)
        %_35 = tensor.empty() : tensor<2x4xf32> loc("loop_rnn.kina":10:49)
        %_40 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_iter6, %_34 : tensor<2x4xf32>, tensor<2x4xf32>) outs(%_35 : tensor<2x4xf32>) {
          ^bb0(%_in36: f32, %_in37: f32, %_out38: f32):
            %_39 = arith.mulf %_in36, %_in37 : f32
            linalg.yield %_39 : f32
          } -> tensor<2x4xf32> loc("loop_rnn.kina":10:49)
        %_41 = tensor.empty() : tensor<2x4xf32> loc("loop_rnn.kina":10:38)
        %_46 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_33, %_40 : tensor<2x4xf32>, tensor<2x4xf32>) outs(%_41 : tensor<2x4xf32>) {
          ^bb0(%_in42: f32, %_in43: f32, %_out44: f32):
            %_45 = arith.addf %_in42, %_in43 : f32
            linalg.yield %_45 : f32
          } -> tensor<2x4xf32> loc("loop_rnn.kina":10:38)
        scf.yield %_46 : tensor<2x4xf32> loc("loop_rnn.kina":10:14)
      } loc("loop_rnn.kina":10:14)
      %_48 = arith.constant 0x80000000 : f32 loc("loop_rnn.kina":11:16)
      %_49 = bufferization.alloc_tensor() : tensor<4xf32> loc("loop_rnn.kina":11:16)
      %_50 = linalg.fill ins(%_48 : f32) outs(%_49 : tensor<4xf32>) -> tensor<4xf32> loc("loop_rnn.kina":11:16)
      %_54 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%_if47 : tensor<2x4xf32>) outs(%_50 : tensor<4xf32>) {
        ^bb0(%_in51: f32, %_out52: f32):
          %_53 = arith.addf %_in51, %_out52 : f32
          linalg.yield %_53 : f32
        } -> tensor<4xf32> loc("loop_rnn.kina":11:16)
      %_55 = arith.constant 0xFF800000 : f32 loc("loop_rnn.kina":11:16)
      %_56 = bufferization.alloc_tensor() : tensor<f32> loc("loop_rnn.kina":11:16)
      %_57 = linalg.fill ins(%_55 : f32) outs(%_56 : tensor<f32>) -> tensor<f32> loc("loop_rnn.kina":11:16)
      %_58 = arith.constant 0 : i64 loc("loop_rnn.kina":11:16)
      %_59 = bufferization.alloc_tensor() : tensor<i64> loc("loop_rnn.kina":11:16)
      %_60 = linalg.fill ins(%_58 : i64) outs(%_59 : tensor<i64>) -> tensor<i64> loc("loop_rnn.kina":11:16)
      %_77:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%_54 : tensor<4xf32>) outs(%_57, %_60 : tensor<f32>, tensor<i64>) {
        ^bb0(%_in61: f32, %_out62: f32, %_out63: i64):
          %_64 = arith.cmpf ogt, %_in61, %_out62 : f32
          %_65 = arith.cmpf uno, %_in61, %_in61 : f32
          %_66 = arith.cmpf ord, %_out62, %_out62 : f32
          %_67 = arith.andi %_65, %_66 : i1
          %_68 = arith.ori %_64, %_67 : i1
          %_69 = linalg.index 0 : index
          %_70 = arith.index_cast %_69 : index to i64
          %_71 = linalg.index 0 : index
          %_72 = arith.constant 0 : index
          %_73 = arith.cmpi eq, %_71, %_72 : index
          %_74 = arith.ori %_68, %_73 : i1
          %_75 = arith.select %_74, %_in61, %_out62 : f32
          %_76 = arith.select %_74, %_70, %_out63 : i64
          linalg.yield %_75, %_76 : f32, i64
        } -> (tensor<f32>, tensor<i64>) loc("loop_rnn.kina":11:16)
      %_78 = tensor.extract %_10[] : tensor<i64> loc("loop_rnn.kina":12:10)
      %_79 = arith.index_cast %_78 : i64 to index loc("loop_rnn.kina":12:10)
      %_80 = arith.constant 0 : index loc("loop_rnn.kina":12:10)
      %_81 = arith.constant 4 : index loc("loop_rnn.kina":12:10)
      %_82 = arith.maxsi %_79, %_80 : index loc("loop_rnn.kina":12:10)
      %_83 = arith.minsi %_82, %_81 : index loc("loop_rnn.kina":12:10)
      %_84 = tensor.insert_slice %_77#1 into %_iter7[%_83] [1] [1] : tensor<i64> into tensor<5xi64> loc("loop_rnn.kina":12:10)
      %_85 = tensor.insert_slice %_if47 into %_iter8[%_i5, 0, 0] [1, 2, 4] [1, 1, 1] : tensor<2x4xf32> into tensor<5x2x4xf32> loc("loop_rnn.kina":8:22)
      scf.yield %_if47, %_84, %_85 : tensor<2x4xf32>, tensor<5xi64>, tensor<5x2x4xf32> loc("loop_rnn.kina":8:22)
    } {kina.loop} loc("loop_rnn.kina":8:22)
    func.return %_loop86#0, %_loop86#1, %_loop86#2 : tensor<2x4xf32>, tensor<5xi64>, tensor<5x2x4xf32> loc("loop_rnn.kina":6:1)
  } loc("loop_rnn.kina":6:1)
}
